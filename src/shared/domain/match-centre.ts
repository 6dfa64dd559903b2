/**
 * What the public match page makes of a fixture's events: the timeline (assists joined to their
 * goals), the scorers and sendings-off under the score, and the live minute. Pure: the caller
 * passes the events, the teams and, for the minute, the clock.
 */
import { LIVE_STATUSES } from './fixture-status';

export interface CentreEvent {
  id: string;
  teamId: string | null;
  type: string;
  minute: number;
  penaltyOutcome: string | null;
  isShootout: boolean;
  player: { name: string } | null;
  metadata: string | null;
  createdAt: string;
}

export type Side = 'home' | 'away';

/** How an event is drawn on the timeline (its icon). */
export type EventKind = 'goal' | 'ownGoal' | 'penalty' | 'penaltyMissed' | 'yellow' | 'red' | 'substitution' | 'other';

/** An event's metadata as an object: empty when it has none or it is not a JSON object. */
export function metadataOf(event: Pick<CentreEvent, 'metadata'>): Record<string, unknown> {
  if (!event.metadata) return {};
  try {
    const parsed = JSON.parse(event.metadata) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The player an event names: the read's player, else the name its metadata kept; null when neither. */
export function playerNameOf(event: Pick<CentreEvent, 'player' | 'metadata'>): string | null {
  if (event.player?.name) return event.player.name;
  const name = metadataOf(event).playerName;
  return typeof name === 'string' && name.trim() ? name : null;
}

/** A second yellow sends the player off like a red card (docs/match-log.md). */
export const isSecondYellow = (event: Pick<CentreEvent, 'type' | 'metadata'>) =>
  event.type === 'YELLOW_CARD' && metadataOf(event).secondYellow === true;

export const isSendingOff = (event: Pick<CentreEvent, 'type' | 'metadata'>) =>
  event.type === 'RED_CARD' || isSecondYellow(event);

export function eventKind(event: Pick<CentreEvent, 'type' | 'penaltyOutcome' | 'metadata'>): EventKind {
  switch (event.type) {
    case 'GOAL':
      return 'goal';
    case 'OWN_GOAL':
      return 'ownGoal';
    case 'PENALTY':
      return event.penaltyOutcome === 'SCORED' ? 'penalty' : 'penaltyMissed';
    case 'YELLOW_CARD':
      return isSecondYellow(event) ? 'red' : 'yellow';
    case 'RED_CARD':
      return 'red';
    case 'SUBSTITUTION':
      return 'substitution';
    default:
      return 'other';
  }
}

export function sideOf(teamId: string | null, homeTeamId: string, awayTeamId: string): Side | null {
  if (teamId === homeTeamId) return 'home';
  if (teamId === awayTeamId) return 'away';
  return null;
}

/** An event of play in extra time, whose minutes count from 0 again (the server notes it, docs/rules.md#the-match-tracker). */
export const inExtraTime = (event: Pick<CentreEvent, 'isShootout' | 'metadata'>) =>
  !event.isShootout && metadataOf(event).extraTime === true;

const inExtraTimeMark = (event: CentreEvent) => (inExtraTime(event) ? { extraTime: true as const } : {});

/** Events without a type or a real, non-negative minute are dropped (docs/rules.md#match-events). */
export const isShown = (event: Pick<CentreEvent, 'type' | 'minute'>) =>
  !!event.type && typeof event.minute === 'number' && Number.isFinite(event.minute) && event.minute >= 0;

/** The side an event is drawn on: its team's, but an own goal goes with the goal to the side it counted for. */
function drawnOn(event: CentreEvent, homeTeamId: string, awayTeamId: string): Side | null {
  const side = sideOf(event.teamId, homeTeamId, awayTeamId);
  if (event.type !== 'OWN_GOAL' || !side) return side;
  return side === 'home' ? 'away' : 'home';
}

export interface TimelineEntry<E extends CentreEvent = CentreEvent> {
  event: E;
  kind: EventKind;
  /** Where it is drawn: the team's side, for an own goal the side it counted for. */
  side: Side | null;
  /** For a goal: the player who assisted it, from an ASSIST event joined to it. */
  assist?: string;
  /** For a shootout kick, which has no match minute (it is stored at 0): its order in the shootout, from 1. */
  kick?: number;
}

/** An assist is joined to a goal of its team at most this many minutes apart (the scorer taps one, then the other). */
export const ASSIST_WINDOW_MINUTES = 2;

const instant = (event: CentreEvent) => {
  const at = Date.parse(event.createdAt);
  return Number.isFinite(at) ? at : 0;
};

/**
 * One chronological list: the events of play by minute then by when they were recorded (those of
 * extra time after the others), then the shootout kicks in the order they were taken, numbered.
 * Each ASSIST is joined to the nearest goal of its team (open play, not by the assister himself)
 * within ASSIST_WINDOW_MINUTES that has no assist yet, and leaves the list; one that fits no goal
 * stays as a row of its own.
 */
export function matchTimeline<E extends CentreEvent>(
  events: readonly E[],
  homeTeamId: string,
  awayTeamId: string,
): TimelineEntry<E>[] {
  const shown = events
    .filter(isShown)
    .map((event, index) => ({ event, index, extraTime: inExtraTime(event) }))
    .sort(
      (a, b) =>
        Number(a.event.isShootout) - Number(b.event.isShootout) ||
        Number(a.extraTime) - Number(b.extraTime) ||
        (a.event.isShootout ? 0 : a.event.minute - b.event.minute) ||
        instant(a.event) - instant(b.event) ||
        a.index - b.index,
    )
    .map(({ event }) => event);
  let kicks = 0;
  const entries: TimelineEntry<E>[] = shown
    .filter((event) => event.type !== 'ASSIST')
    .map((event) => ({
      event,
      kind: eventKind(event),
      side: drawnOn(event, homeTeamId, awayTeamId),
      ...(event.isShootout && { kick: ++kicks }),
    }));
  const goals = entries.filter((entry) => entry.event.type === 'GOAL');
  const unjoined = new Set<E>();
  for (const assist of shown.filter((event) => event.type === 'ASSIST')) {
    const assister = playerNameOf(assist);
    const candidates = goals.filter(
      (goal) =>
        goal.assist === undefined &&
        goal.event.teamId === assist.teamId &&
        inExtraTime(goal.event) === inExtraTime(assist) &&
        Math.abs(goal.event.minute - assist.minute) <= ASSIST_WINDOW_MINUTES &&
        playerNameOf(goal.event) !== assister,
    );
    const nearest = candidates.reduce<TimelineEntry<E> | undefined>(
      (best, goal) =>
        !best || Math.abs(goal.event.minute - assist.minute) < Math.abs(best.event.minute - assist.minute)
          ? goal
          : best,
      undefined,
    );
    if (nearest && assister) nearest.assist = assister;
    else unjoined.add(assist);
  }
  if (unjoined.size === 0) return entries;
  // An assist that fits no goal keeps its place in time.
  return shown
    .filter((event) => event.type !== 'ASSIST' || unjoined.has(event))
    .map(
      (event) =>
        entries.find((entry) => entry.event === event) ?? {
          event,
          kind: 'other' as const,
          side: sideOf(event.teamId, homeTeamId, awayTeamId),
        },
    );
}

export type GoalMark = 'goal' | 'penalty' | 'ownGoal';

export interface ScorerLine {
  name: string | null;
  goals: { minute: number; extraTime?: true; mark: GoalMark }[];
}

export interface SentOff {
  name: string | null;
  minute: number;
  extraTime?: true;
}

export interface MatchSummary {
  scorers: Record<Side, ScorerLine[]>;
  sentOff: Record<Side, SentOff[]>;
}

/**
 * Under the score: who scored for each side, with minutes, in the order they first scored (an own
 * goal under the side it counted for, a penalty scored in play marked; shootout kicks are not
 * goals), and who was sent off (a red card or a second yellow).
 */
export function matchSummary(events: readonly CentreEvent[], homeTeamId: string, awayTeamId: string): MatchSummary {
  const summary: MatchSummary = { scorers: { home: [], away: [] }, sentOff: { home: [], away: [] } };
  for (const { event, kind } of matchTimeline(events, homeTeamId, awayTeamId)) {
    const side = sideOf(event.teamId, homeTeamId, awayTeamId);
    if (!side) continue;
    const name = playerNameOf(event);
    if (isSendingOff(event)) {
      summary.sentOff[side].push({ name, minute: event.minute, ...inExtraTimeMark(event) });
      continue;
    }
    const mark: GoalMark | null =
      kind === 'goal'
        ? 'goal'
        : kind === 'ownGoal'
          ? 'ownGoal'
          : kind === 'penalty' && !event.isShootout
            ? 'penalty'
            : null;
    if (!mark) continue;
    const credited: Side = mark === 'ownGoal' ? (side === 'home' ? 'away' : 'home') : side;
    const lines = summary.scorers[credited];
    // One line per player and kind of credit: an own goal is never listed with the player's goals.
    const own = mark === 'ownGoal';
    let line = lines.find((l) => l.name === name && (l.goals[0]?.mark === 'ownGoal') === own);
    if (!line) {
      line = { name, goals: [] };
      lines.push(line);
    }
    line.goals.push({ minute: event.minute, ...inExtraTimeMark(event), mark });
  }
  return summary;
}

export type LivePhase = 'firstHalf' | 'halfTime' | 'secondHalf' | 'extraTime' | 'shootout';

export interface LiveClock {
  phase: LivePhase;
  /** The match minute as the tracker counts it (clock seconds / 60, rounded down); null when not known or stopped. */
  minute: number | null;
  /** The scorer has stopped the clock (known only from the scorer's clock). */
  paused?: boolean;
}

const PHASES: Record<string, LivePhase> = {
  LIVE: 'firstHalf',
  HALF_TIME: 'halfTime',
  SECOND_HALF: 'secondHalf',
  EXTRA_TIME: 'extraTime',
};

/** Extra time's length: its clock (restarted from 0) never reads more, so a later minute is an older event's. */
export const EXTRA_TIME_MINUTES = 30;

/** A clock past this was left running on a match nobody ended: no minute is shown rather than 900'. */
export const LONGEST_CLOCK_MINUTES = 150;

/** Past this many minutes of wall time since the last thing known, the estimate is not shown. */
export const STALE_AFTER_MINUTES = 60;

/** The scorer's match clock as the fixture read carries it (src/shared/schemas/reads.ts). */
interface ScorerClock {
  runningSince: string | null;
  elapsedMs: number;
}

/**
 * The live minute and half a spectator's phone can show. A match scored with the tracker carries
 * the scorer's clock: its minute is the tracker's, pauses and the half-time break included.
 * Without one (scored by plain event calls, or a read saved before clocks were read) it is an
 * estimate from the status (the tracker's stage) and each event's minute and instant on the
 * server's clock (`createdAt`, the tap): the latest event's minute plus the wall time since it,
 * or, before any event, the wall time since the scheduled kick-off in the first half. The clock
 * never runs faster than wall time, so the estimate is at most what the tracker shows: more by a
 * pause, or by the half-time break until the second half's first event. An estimate older than
 * STALE_AFTER_MINUTES, or in extra time from an event before it, is not shown; at half time and
 * during a penalty shootout (`shootout`: the status stays that of the stage before it) there is
 * none. Null when the match is not live.
 */
export function liveClock(
  fixture: { status: string; date: string; clock?: ScorerClock | null; shootout?: boolean },
  events: readonly CentreEvent[],
  now: number,
): LiveClock | null {
  if (!LIVE_STATUSES.includes(fixture.status)) return null;
  const phase = fixture.shootout ? 'shootout' : (PHASES[fixture.status] ?? 'firstHalf');
  if (phase === 'halfTime' || phase === 'shootout') return { phase, minute: null };
  if (fixture.clock) {
    const { runningSince, elapsedMs } = fixture.clock;
    const running = runningSince === null ? 0 : Math.max(0, now - Date.parse(runningSince));
    const counted = Math.floor((elapsedMs + running) / 60_000);
    const minute = counted > LONGEST_CLOCK_MINUTES ? null : counted;
    return runningSince === null ? { phase, minute, paused: true } : { phase, minute };
  }
  const played = events.filter((e) => isShown(e) && !e.isShootout && Number.isFinite(Date.parse(e.createdAt)));
  const latest = played.reduce<CentreEvent | undefined>(
    (last, e) => (!last || Date.parse(e.createdAt) > Date.parse(last.createdAt) ? e : last),
    undefined,
  );
  const since = (from: number) => Math.floor((now - from) / 60_000);
  let minute: number | null = null;
  if (latest) {
    const gap = since(Date.parse(latest.createdAt));
    minute = latest.minute + Math.max(0, gap);
    // Extra time starts the clock again from 0: an event past its length was recorded before it.
    if (phase === 'extraTime' && latest.minute > EXTRA_TIME_MINUTES) minute = null;
    if (gap > STALE_AFTER_MINUTES) minute = null;
  } else if (phase === 'firstHalf') {
    const kickOff = Date.parse(fixture.date);
    const gap = since(kickOff);
    minute = Number.isFinite(kickOff) && gap >= 0 && gap <= STALE_AFTER_MINUTES ? gap : null;
  }
  return { phase, minute };
}
