import { Button, Group, Modal, Paper, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo } from 'react';
import type { Stage } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { INLINE_MODAL } from './inline-modal';
import type { Recorder } from './tracker-actions';

interface MatchControlsProps {
  stage: Stage;
  started: boolean;
  locked: boolean;
  running: boolean;
  recorder: Recorder;
}

interface QuestionProps {
  opened: boolean;
  title: string;
  question: string;
  cancelLabel: string;
  confirmColor?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A yes/no question of the tracker before a tap that cannot be undone; its yes is named as the tap asked about. */
function Question({ opened, title, question, cancelLabel, confirmColor, onCancel, onConfirm }: QuestionProps) {
  return (
    <Modal {...INLINE_MODAL} opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{question}</Text>
      <Group justify="flex-end" gap="sm">
        {/* Cancel has the focus first: nothing is lost by a stray Enter. */}
        <Button variant="default" mih={44} onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button
          color={confirmColor}
          mih={44}
          onClick={() => {
            onCancel();
            onConfirm();
          }}
        >
          {title}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Start/Pause and Half Time, 48 px and two to a row; at half time Second Half alone (docs/rules.md#the-match-tracker).
 * Half Time asks first. Memoised on plain values: a stat tap does not render it again.
 */
export const MatchControls = memo(function MatchControls({
  stage,
  started,
  locked,
  running,
  recorder,
}: MatchControlsProps) {
  const [askHalfTime, halfTime] = useDisclosure(false);
  const closed = locked || stage === 'Penalty Shootout';
  // At half time the one thing to do is start the second half: no Start greyed out beside it.
  if (stage === 'Half Time') {
    return (
      <Button mih={48} fullWidth onClick={() => recorder.tap({ kind: 'STAGE', stage: 'SECOND_HALF' })}>
        {t.secondHalf}
      </Button>
    );
  }
  // One element, its question inside: a closed dialog still leaves an empty box, which beside the grid
  // would add a gap to the tracker's column and move everything under it.
  return (
    <div>
      <SimpleGrid cols={2} spacing="xs">
        <Button
          mih={48}
          color={running ? 'yellow' : 'pitch'}
          // Black on yellow: white would read at under 2:1.
          autoContrast
          disabled={closed}
          onClick={() => recorder.tap({ kind: running ? 'CLOCK_PAUSE' : 'CLOCK_START' })}
        >
          {running ? t.pause : t.start}
        </Button>
        <Button
          mih={48}
          variant="light"
          disabled={closed || !started || stage !== 'First Half'}
          onClick={halfTime.open}
        >
          {t.halfTime}
        </Button>
      </SimpleGrid>
      <Question
        opened={askHalfTime}
        title={t.halfTime}
        question={t.halfTimeQuestion}
        cancelLabel={t.keepPlaying}
        onCancel={halfTime.close}
        onConfirm={() => void recorder.tap({ kind: 'STAGE', stage: 'HALF_TIME' })}
      />
    </div>
  );
});

/** A label wraps rather than being cut on a 360 px phone. */
const WRAPPED = { root: { height: 'auto' }, label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

interface MatchEndProps {
  /** Whether End Match can be pressed now (endMatchOptions). */
  canEnd: boolean;
  locked: boolean;
  recorder: Recorder;
  onEndMatch: () => void;
}

/**
 * End Match and Reset Match, at the foot of the tracker, away from the buttons pressed all match
 * long; each asks first (End Match its own dialog, Reset Match a yes/no question).
 * Memoised on plain values: a tap does not render it again.
 */
export const MatchEnd = memo(function MatchEnd({ canEnd, locked, recorder, onEndMatch }: MatchEndProps) {
  const [confirmReset, reset] = useDisclosure(false);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="match-end-title">
      <Text fw={700} mb="xs" id="match-end-title">
        {t.matchEndTitle}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Button mih={48} px="xs" color="red" variant="light" disabled={!canEnd} onClick={onEndMatch} styles={WRAPPED}>
          {t.endMatch}
        </Button>
        <Button mih={48} px="xs" variant="default" disabled={locked} onClick={reset.open} styles={WRAPPED}>
          {t.resetMatch}
        </Button>
      </SimpleGrid>
      <Question
        opened={confirmReset}
        title={t.resetMatch}
        question={t.resetQuestion}
        cancelLabel={t.cancel}
        confirmColor="red"
        onCancel={reset.close}
        onConfirm={() => void recorder.tap({ kind: 'RESET' })}
      />
    </Paper>
  );
});
