import { Badge, Group, Paper, Text } from '@mantine/core';
import { memo, useLayoutEffect, useRef } from 'react';
import { type ClockState, elapsedSeconds, formatClock, type Stage } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { limitToasts } from '../../app/toasts';
import { useNow } from '../../lib/use-now';
import { useOnline, useOutboxSummary } from '../../sync/hooks';
import { clockOffset } from './server-clock';

/** Plain values and the clock (the same object until a clock or stage entry): a stat tap that changes none renders nothing here. */
interface ScoreboardProps {
  homeScore: number;
  awayScore: number;
  homePenaltyScore: number | null;
  awayPenaltyScore: number | null;
  stage: Stage;
  clock: ClockState;
  homeName: string;
  awayName: string;
}

/** Below the app's fixed header (60 px, app/layout.module.css): the scoreboard is pinned there. */
const HEADER_HEIGHT = 60;
const PINNED = { position: 'sticky', top: HEADER_HEIGHT, zIndex: 6 } as const;
/** The page's top padding (the main area's, 16 px) and a gap: where the board sits before it is pinned. */
const BELOW_BOARD = 16 + 8;

/**
 * Keeps the toasts under the scoreboard while it is on screen (toasts.module.css reads
 * --toast-top), one at a time: a scorer reads the score a goal just changed, not the toast saying
 * so over it, and a stack of toasts does not cover the players to tap next. A toast there lets
 * taps through (data-toast-taps) to the team switch or player it lies over, and closes by itself.
 */
function useToastsBelow(board: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = board.current;
    if (!element) return;
    const root = document.documentElement;
    const place = () =>
      root.style.setProperty('--toast-top', `${HEADER_HEIGHT + element.offsetHeight + BELOW_BOARD}px`);
    place();
    root.dataset.toastTaps = 'through';
    const giveRoomBack = limitToasts(1);
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => {
      observer.disconnect();
      giveRoomBack();
      root.style.removeProperty('--toast-top');
      delete root.dataset.toastTaps;
    };
  }, [board]);
}

/** The clock stopped within a half or extra time (not before kick-off, nor at half time or after). */
function isPaused(stage: Stage, clock: ClockState): boolean {
  if (clock.running) return false;
  return stage === 'Second Half' || stage === 'Extra Time' || (stage === 'First Half' && clock.accumulatedMs > 0);
}

/** How often the running clock is drawn again: its second changes within a quarter of a second of the real one. */
const CLOCK_TICK_MS = 250;

/**
 * Losing signal and changes held up sit on the board's bottom edge, out of its rows: the board keeps
 * its height, so the players under it neither move nor go under a taller board the moment the line drops.
 */
const ON_BOTTOM_EDGE = { position: 'absolute', bottom: -10, right: 12 } as const;

/**
 * How long a change may wait with the phone online before the board says so: a tap's own send takes
 * well under this on a working line, and a count flashing up on every tap would be noise.
 */
const HELD_UP_MS = 5000;
const HELD_UP_TICK_MS = 1000;

/**
 * Offline, and how many of the scorer's changes wait once they are held up (offline at once, online
 * after HELD_UP_MS): the sync strip that says so in full has scrolled away while the scorer taps
 * players. Another account's changes on this phone are not being sent: the strip tells of them.
 * The time ticks offline too, so the count does not blink out as the signal comes back.
 */
const PinnedSyncState = memo(function PinnedSyncState() {
  const online = useOnline();
  const { sending, oldestSendingAt } = useOutboxSummary();
  const now = useNow(HELD_UP_TICK_MS, sending > 0);
  const heldUp = sending > 0 && (!online || (oldestSendingAt !== null && now - oldestSendingAt >= HELD_UP_MS));
  if (online && !heldUp) return null;
  return (
    <Group gap={4} wrap="nowrap" style={ON_BOTTOM_EDGE}>
      {heldUp && (
        <Badge size="md" variant="default" data-testid="pinned-waiting">
          {t.pending(sending)}
        </Badge>
      )}
      {!online && (
        <Badge size="md" color="dark" variant="filled" data-testid="pinned-offline">
          {t.offline}
        </Badge>
      )}
    </Group>
  );
});

const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;
const NAME = { flex: 1, minWidth: 0 } as const;

function Clock({ clock }: { clock: ClockState }) {
  const now = useNow(CLOCK_TICK_MS, clock.running, true) + clockOffset();
  return (
    <Text
      component="time"
      aria-label={t.clockLabel}
      fz={28}
      fw={800}
      lh={1}
      ff="monospace"
      data-testid="match-clock"
      style={TABULAR}
    >
      {formatClock(elapsedSeconds(clock, now))}
    </Text>
  );
}

/**
 * Score, clock (mm:ss, ticking every second) and stage, pinned under the header while the scorer
 * scrolls the players and the log; two compact rows, so a 360 px phone keeps most of its height.
 */
export const Scoreboard = memo(function Scoreboard(props: ScoreboardProps) {
  const { homeScore, awayScore, homePenaltyScore, awayPenaltyScore, stage, clock, homeName, awayName } = props;
  const board = useRef<HTMLDivElement>(null);
  useToastsBelow(board);
  return (
    <Paper ref={board} withBorder shadow="sm" px="sm" py={6} radius="md" style={PINNED} data-testid="pinned-scoreboard">
      <Group wrap="nowrap" gap="xs" justify="center">
        <Text fw={700} fz="sm" ta="right" style={NAME} lineClamp={2}>
          {homeName}
        </Text>
        <Text
          fz={32}
          fw={800}
          lh={1.1}
          style={TABULAR}
          data-testid="match-score"
          aria-label={t.scoreLabel(homeName, homeScore, awayScore, awayName)}
        >
          {homeScore} – {awayScore}
        </Text>
        <Text fw={700} fz="sm" style={NAME} lineClamp={2}>
          {awayName}
        </Text>
      </Group>
      <Group wrap="wrap" gap="xs" justify="center" mt={4}>
        <Clock clock={clock} />
        <Badge size="lg" variant="light" data-testid="match-stage">
          {stage}
        </Badge>
        {isPaused(stage, clock) && (
          <Badge size="lg" color="yellow" variant="light" data-testid="pinned-paused">
            {t.paused}
          </Badge>
        )}
        {homePenaltyScore !== null && awayPenaltyScore !== null && (
          <Text size="sm" fw={700} data-testid="penalty-score">
            {t.penaltiesScore(homePenaltyScore, awayPenaltyScore)}
          </Text>
        )}
      </Group>
      <PinnedSyncState />
    </Paper>
  );
});
