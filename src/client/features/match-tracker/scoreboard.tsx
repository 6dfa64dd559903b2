import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { elapsedSeconds, formatClock, type TrackerState } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { clockOffset } from './server-clock';
import { useNow } from './use-now';

interface ScoreboardProps {
  state: TrackerState;
  homeName: string;
  awayName: string;
}

function Clock({ state }: { state: TrackerState }) {
  const now = useNow(state.clock.running) + clockOffset();
  return (
    <Text
      component="time"
      aria-label={t.clockLabel}
      fz={40}
      fw={800}
      lh={1}
      ff="monospace"
      data-testid="match-clock"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatClock(elapsedSeconds(state.clock, now))}
    </Text>
  );
}

/** Score, clock (mm:ss, ticking every second) and stage. */
export function Scoreboard({ state, homeName, awayName }: ScoreboardProps) {
  const { homeScore, awayScore, homePenaltyScore, awayPenaltyScore } = state.score;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={4} align="center">
        <Group wrap="nowrap" gap="sm" justify="center" w="100%">
          <Text fw={700} ta="right" style={{ flex: 1 }} lineClamp={2}>
            {homeName}
          </Text>
          <Text
            fz={32}
            fw={800}
            data-testid="match-score"
            aria-label={t.scoreLabel(homeName, homeScore, awayScore, awayName)}
          >
            {homeScore} – {awayScore}
          </Text>
          <Text fw={700} style={{ flex: 1 }} lineClamp={2}>
            {awayName}
          </Text>
        </Group>
        {homePenaltyScore !== null && awayPenaltyScore !== null && (
          <Text size="sm" fw={600} data-testid="penalty-score">
            {t.penaltiesScore(homePenaltyScore, awayPenaltyScore)}
          </Text>
        )}
        <Clock state={state} />
        <Badge size="lg" variant="light" data-testid="match-stage">
          {state.stage}
        </Badge>
      </Stack>
    </Paper>
  );
}
