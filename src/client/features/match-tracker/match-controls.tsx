import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ComponentProps, memo, useCallback, useRef } from 'react';
import type { Stage } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
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
 * A yes/no question of the tracker before a tap that cannot be undone, opened inside the tracker for
 * its colours; its yes is named as the tap asked about.
 */
function Question({
  title,
  onCancel,
  onConfirm,
  ...question
}: Omit<ComponentProps<typeof ConfirmDialog>, 'confirmLabel' | 'modalProps'> & { title: string }) {
  return (
    <ConfirmDialog
      {...question}
      title={title}
      confirmLabel={title}
      modalProps={INLINE_MODAL}
      onCancel={onCancel}
      onConfirm={() => {
        onCancel();
        onConfirm();
      }}
    />
  );
}

/**
 * Start/Pause and, in the first half, Half Time, 48 px and two to a row; at half time Second Half alone
 * (docs/rules.md#the-match-tracker).
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
  // A stage tap takes away the button the focus was on (Half Time, Second Half): the button that takes
  // its place gets the focus, which would otherwise fall back to the page's start.
  const handingOver = useRef(false);
  const takeFocus = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !handingOver.current) return;
    handingOver.current = false;
    button.focus();
  }, []);
  const changeStage = (stage: 'HALF_TIME' | 'SECOND_HALF') => {
    handingOver.current = true;
    void recorder.tap({ kind: 'STAGE', stage }).then((saved) => {
      if (!saved) handingOver.current = false;
    });
  };
  // Half Time belongs to the first half: after it, Start/Pause has the row to itself.
  const firstHalf = stage === 'First Half';
  // Once the match is over (or its shootout is on) the clock has nothing left to do: no greyed-out Start.
  if (locked || stage === 'Penalty Shootout') return null;
  // At half time the one thing to do is start the second half: no Start greyed out beside it.
  if (stage === 'Half Time') {
    return (
      <Button ref={takeFocus} mih={48} fullWidth onClick={() => changeStage('SECOND_HALF')}>
        {t.secondHalf}
      </Button>
    );
  }
  // One element, its question inside: a closed dialog still leaves an empty box, which beside the grid
  // would add a gap to the tracker's column and move everything under it.
  return (
    <div>
      <SimpleGrid cols={firstHalf ? 2 : 1} spacing="xs">
        <Button
          ref={takeFocus}
          mih={48}
          color={running ? 'yellow' : 'pitch'}
          // Black on yellow: white would read at under 2:1.
          autoContrast
          onClick={() => recorder.tap({ kind: running ? 'CLOCK_PAUSE' : 'CLOCK_START' })}
        >
          {running ? t.pause : t.start}
        </Button>
        {firstHalf && (
          <Button mih={48} variant="light" disabled={!started} onClick={halfTime.open}>
            {t.halfTime}
          </Button>
        )}
      </SimpleGrid>
      <Question
        opened={askHalfTime}
        title={t.halfTime}
        message={t.halfTimeQuestion}
        confirmColor="pitch"
        cancelLabel={t.keepPlaying}
        onCancel={halfTime.close}
        onConfirm={() => changeStage('HALF_TIME')}
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
        message={t.resetQuestion}
        cancelLabel={t.cancel}
        confirmColor="red"
        onCancel={reset.close}
        onConfirm={() => void recorder.tap({ kind: 'RESET' })}
      />
    </Paper>
  );
});
