import { Button, SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { endMatchOptions, type TrackerState } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { Recorder } from './tracker-actions';

interface MatchControlsProps {
  state: TrackerState;
  recorder: Recorder;
  onEndMatch: () => void;
}

/** Start/Pause, Half Time or Second Half, End Match and Reset Match (docs/rules.md#the-match-tracker), 44 px and two to a row. */
export function MatchControls({ state, recorder, onEndMatch }: MatchControlsProps) {
  const [confirmReset, reset] = useDisclosure(false);
  const closed = state.locked || state.stage === 'Penalty Shootout';
  const running = state.clock.running;
  const halfTime = state.stage === 'Half Time';
  return (
    <>
      <SimpleGrid cols={2} spacing="xs">
        <Button
          mih={48}
          color={running ? 'yellow' : 'pitch'}
          disabled={closed || halfTime}
          onClick={() => recorder.tap({ kind: running ? 'CLOCK_PAUSE' : 'CLOCK_START' })}
        >
          {running ? t.pause : t.start}
        </Button>
        {halfTime ? (
          <Button mih={48} onClick={() => recorder.tap({ kind: 'STAGE', stage: 'SECOND_HALF' })}>
            {t.secondHalf}
          </Button>
        ) : (
          <Button
            mih={48}
            variant="light"
            disabled={closed || !state.started || state.stage !== 'First Half'}
            onClick={() => recorder.tap({ kind: 'STAGE', stage: 'HALF_TIME' })}
          >
            {t.halfTime}
          </Button>
        )}
        <Button mih={48} color="red" variant="light" disabled={!endMatchOptions(state)} onClick={onEndMatch}>
          {t.endMatch}
        </Button>
        <Button mih={48} variant="default" disabled={state.locked} onClick={reset.open}>
          {t.resetMatch}
        </Button>
      </SimpleGrid>
      <ConfirmDialog
        opened={confirmReset}
        message={t.resetQuestion}
        confirmLabel={t.resetMatch}
        onCancel={reset.close}
        onConfirm={() => {
          reset.close();
          void recorder.tap({ kind: 'RESET' });
        }}
      />
    </>
  );
}
