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

/**
 * Start/Pause and Half Time, 48 px and two to a row; at half time Second Half alone (docs/rules.md#the-match-tracker).
 * Memoised on plain values: a stat tap does not render it again.
 */
export const MatchControls = memo(function MatchControls({
  stage,
  started,
  locked,
  running,
  recorder,
}: MatchControlsProps) {
  const closed = locked || stage === 'Penalty Shootout';
  // At half time the one thing to do is start the second half: no Start greyed out beside it.
  if (stage === 'Half Time') {
    return (
      <Button mih={48} fullWidth onClick={() => recorder.tap({ kind: 'STAGE', stage: 'SECOND_HALF' })}>
        {t.secondHalf}
      </Button>
    );
  }
  return (
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
        onClick={() => recorder.tap({ kind: 'STAGE', stage: 'HALF_TIME' })}
      >
        {t.halfTime}
      </Button>
    </SimpleGrid>
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
      <Modal {...INLINE_MODAL} opened={confirmReset} onClose={reset.close} title={t.resetMatch} centered>
        <Text mb="lg">{t.resetQuestion}</Text>
        <Group justify="flex-end" gap="sm">
          {/* Cancel has the focus first: nothing is lost by a stray Enter. */}
          <Button variant="default" mih={44} onClick={reset.close} data-autofocus>
            {t.cancel}
          </Button>
          <Button
            color="red"
            mih={44}
            onClick={() => {
              reset.close();
              void recorder.tap({ kind: 'RESET' });
            }}
          >
            {t.resetMatch}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
});
