/**
 * Which recorded entries still count once undo, correction, reset and duplicate answers are taken
 * into account, and the values a corrected event counts with. The tracker's log is derived by
 * these rules (reducer.ts), and so are the events the server recorded before matches had a log
 * (their undo and correction rows).
 *
 * - RESET: nothing before it counts any more (undo and corrections included).
 * - UNDO: its target (an event, substitution, shootout kick or correction) stops counting.
 * - CORRECTION: new values for an earlier event; the original stays, the corrected values count
 *   (several corrections of one event apply in order, later fields win); an undone correction no
 *   longer applies.
 * - RESOLVE_DUPLICATE: the answer to a probable duplicate of another phone (duplicates.ts).
 */
import type { Correction, PenaltyOutcome, StatType, TrackerEntry } from './types';

/**
 * The values of one correction, or of several merged. `teamId` is the corrected player's team when
 * the record names it (an undo or correction row recorded before the log); the tracker finds that
 * team in the lineups.
 */
export type CorrectionValues = Correction & { teamId?: string };

/** An entry as these rules read it: its id and kind, and for a rewrite its target and values. */
export type Counted = Pick<TrackerEntry, 'id' | 'kind'> & { targetId?: string; same?: boolean };

/** Merges a later correction of the same event into the earlier ones: the fields it gives win. */
export const mergeCorrections = (a: CorrectionValues | undefined, c: CorrectionValues): CorrectionValues => ({
  playerId: c.playerId ?? a?.playerId,
  minute: c.minute ?? a?.minute,
  type: c.type ?? a?.type,
  penaltyOutcome: c.penaltyOutcome ?? a?.penaltyOutcome,
  teamId: c.teamId ?? a?.teamId,
});

/**
 * The entries since the last reset that still count (in the order given), the ids they undo, the
 * merged corrections of each event and the answers to probable duplicates.
 */
export function counting<E extends Counted>(log: readonly E[]) {
  const lastReset = log.findLastIndex((e) => e.kind === 'RESET');
  const since = log.slice(lastReset + 1);
  const undone = new Set<string>();
  for (const e of since) if (e.kind === 'UNDO' && e.targetId) undone.add(e.targetId);
  const live = since.filter((e) => !undone.has(e.id));
  const corrections = new Map<string, CorrectionValues>();
  const answers = new Map<string, boolean>();
  for (const e of live) {
    if (e.kind === 'CORRECTION' && e.targetId && !undone.has(e.targetId))
      corrections.set(e.targetId, mergeCorrections(corrections.get(e.targetId), e as CorrectionValues));
    if (e.kind === 'RESOLVE_DUPLICATE' && e.targetId && e.same !== undefined) answers.set(e.targetId, e.same);
  }
  return { live, undone, corrections, answers };
}

/** The entry that started extra time, if the match went to it: one undone or reset away does not count ("a.e.t."). */
export const extraTimeStart = <E extends Counted & { stage?: string }>(log: readonly E[]): E | undefined =>
  counting(log).live.find((e) => e.kind === 'STAGE' && e.stage === 'EXTRA_TIME');

/** Whether a match's log went to extra time. */
export const wentToExtraTime = (log: readonly (Counted & { stage?: string })[]) => extraTimeStart(log) !== undefined;

/** Whether a match's log went to a penalty shootout: only a reset takes its start back. */
export const wentToShootout = (log: readonly Counted[]) => counting(log).live.some((e) => e.kind === 'SHOOTOUT_START');

/** The values of a recorded event as they count with its corrections. */
interface EventValues {
  type: string;
  teamId: string | null;
  playerId: string | null;
  minute?: number;
  penaltyOutcome?: string | null;
}

/**
 * The values an event counts with, given its merged corrections: each corrected field replaces
 * the recorded one; a penalty outcome is kept only while the event is a penalty.
 */
export function correctedValues<V extends EventValues>(
  recorded: V,
  c: CorrectionValues | undefined,
): {
  type: V['type'] | StatType;
  teamId: V['teamId'] | string;
  playerId: V['playerId'] | string;
  minute: V['minute'] | number;
  penaltyOutcome: NonNullable<V['penaltyOutcome']> | PenaltyOutcome | null;
} {
  const type = c?.type ?? recorded.type;
  return {
    type,
    teamId: c?.teamId ?? recorded.teamId,
    playerId: c?.playerId ?? recorded.playerId,
    minute: c?.minute ?? recorded.minute,
    penaltyOutcome: type === 'PENALTY' ? (c?.penaltyOutcome ?? recorded.penaltyOutcome ?? null) : null,
  };
}

/**
 * The events that count, in the order given, from events as recorded and the undo and correction
 * entries recorded about them: an undone event is left out, a corrected one carries its corrected
 * values. The recorded events are not changed.
 */
export function countingEvents<E extends EventValues & { id: string }>(
  events: readonly E[],
  rewrites: readonly Counted[],
): E[] {
  const { undone, corrections } = counting(rewrites);
  return events
    .filter((e) => !undone.has(e.id))
    .map((e) => {
      const correction = corrections.get(e.id);
      return correction ? { ...e, ...correctedValues(e, correction) } : e;
    });
}
