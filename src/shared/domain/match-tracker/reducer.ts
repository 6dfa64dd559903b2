/**
 * The tracker as a reducer over an append-only log. The server keeps the log of a match and every
 * phone replays it (its confirmed entries and the phone's own pending ones): the state is always
 * `replay(lineups, log)`, with the entries in the order of their instants (`entryOrder`), so the
 * same entries give the same state whatever order they arrived in. `apply` checks an entry
 * against the rules and either refuses it with a reason or returns the state with it appended.
 *
 * Which entries count after RESET, UNDO, CORRECTION and RESOLVE_DUPLICATE is decided in
 * rewrites.ts. Undo and correction re-derive the state from the log; one that would make a later
 * entry break a rule (e.g. undoing the substitution of a player who then scored) is refused.
 */
import { scoreFromEvents } from '../score';
import { minuteAt, STOPPED_CLOCK } from './clock';
import { madeBy, repeatsOtherPhone } from './duplicates';
import { recordEvent, recordNoReplacement, recordSubstitution, STAT_TYPES } from './match-events';
import { trackerMessages as m } from './messages';
import { initialTeam } from './players';
import { counting } from './rewrites';
import { endShootout, recordKick, startShootout } from './shootout';
import { applyClock, applyStage, clockAfter } from './stages';
import type {
  ApplyResult,
  CheckResult,
  Correction,
  CorrectionEntry,
  EventEntry,
  MatchEntry,
  MatchLineups,
  ResolveDuplicateEntry,
  RewriteEntry,
  SubstitutionEntry,
  TrackerEntry,
  TrackerState,
  UndoEntry,
} from './types';

const refuse = (reason: string): ApplyResult => ({ ok: false, reason });

export function initialState(lineups: MatchLineups): TrackerState {
  return {
    lineups,
    log: [],
    rejected: [],
    stage: 'First Half',
    started: false,
    clock: STOPPED_CLOCK,
    home: initialTeam(lineups.home, 'home'),
    away: initialTeam(lineups.away, 'away'),
    events: [],
    score: scoreFromEvents(lineups.home.teamId, lineups.away.teamId, []),
    shootout: null,
    locked: false,
    duplicates: [],
    merged: [],
    lastBy: {},
  };
}

/** The order entries count in: by instant, then id (two phones' taps at one instant). */
export function entryOrder(a: TrackerEntry, b: TrackerEntry): number {
  if (a.at !== b.at) return a.at - b.at;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The minute of an event or substitution at its tap, whether it counts now or not (undone, a
 * probable duplicate, refused): the clock is folded from the taps and stage changes the log took
 * before it, since the last reset before it.
 */
export function minuteOfTap(state: TrackerState, entry: EventEntry | SubstitutionEntry): number {
  if (entry.kind === 'EVENT' && entry.minute !== undefined) return entry.minute;
  let clock = STOPPED_CLOCK;
  for (const e of state.log) {
    if (entryOrder(e, entry) >= 0) continue;
    if (e.kind === 'RESET') clock = STOPPED_CLOCK;
    else if (
      (e.kind === 'CLOCK_START' || e.kind === 'CLOCK_PAUSE' || e.kind === 'STAGE') &&
      !state.merged.includes(e.id)
    )
      clock = clockAfter(clock, e);
  }
  return minuteAt(clock, entry.at);
}

interface Rewrites {
  correction?: Correction;
  same?: boolean;
}

function step(state: TrackerState, entry: MatchEntry, rewrites: Rewrites = {}): ApplyResult {
  if (repeatsOtherPhone(state, entry)) return { ok: true, state: { ...state, merged: [...state.merged, entry.id] } };
  const result = change(state, entry, rewrites);
  return result.ok ? { ok: true, state: { ...result.state, lastBy: madeBy(state.lastBy, entry) } } : result;
}

function change(state: TrackerState, entry: MatchEntry, { correction, same }: Rewrites): ApplyResult {
  switch (entry.kind) {
    case 'CLOCK_START':
    case 'CLOCK_PAUSE':
      return applyClock(state, entry);
    case 'STAGE':
      return applyStage(state, entry);
    case 'EVENT':
      return recordEvent(state, entry, correction, same);
    case 'SUBSTITUTION':
      return recordSubstitution(state, entry);
    case 'NO_REPLACEMENT':
      return recordNoReplacement(state, entry);
    case 'SHOOTOUT_START':
      return startShootout(state, entry);
    case 'SHOOTOUT_KICK':
      return recordKick(state, entry);
    case 'SHOOTOUT_END':
      return endShootout(state);
    default:
      return refuse(m.unknownEntry); // a stored entry of an unknown kind (older or newer app)
  }
}

const REWRITES: readonly TrackerEntry['kind'][] = ['RESET', 'UNDO', 'CORRECTION', 'RESOLVE_DUPLICATE'];
const isRewrite = (entry: TrackerEntry): entry is RewriteEntry => REWRITES.includes(entry.kind);

type Derived = { ok: true; state: TrackerState } | { ok: false; entryId: string; reason: string };

/** The state from scratch: the counting entries folded in order, corrected values in place. */
function derive(lineups: MatchLineups, log: readonly TrackerEntry[], rejected: TrackerState['rejected']): Derived {
  const { live, corrections, answers } = counting(log);
  let state: TrackerState = { ...initialState(lineups), log, rejected };
  for (const entry of live) {
    if (isRewrite(entry)) continue;
    const result = step(state, entry, { correction: corrections.get(entry.id), same: answers.get(entry.id) });
    if (!result.ok) return { ok: false, entryId: entry.id, reason: result.reason };
    state = result.state;
  }
  return { ok: true, state };
}

const UNDOABLE: readonly TrackerEntry['kind'][] = ['EVENT', 'SUBSTITUTION', 'SHOOTOUT_KICK', 'CORRECTION'];

/** Why an undo, correction or answer cannot target what it names, or null. */
function targetProblem(state: TrackerState, entry: UndoEntry | CorrectionEntry | ResolveDuplicateEntry): string | null {
  if (entry.kind === 'RESOLVE_DUPLICATE')
    return state.duplicates.some((d) => d.id === entry.targetId) ? null : m.notADuplicate;
  if (state.locked) return m.locked;
  const { live } = counting(state.log);
  const target = live.find((e) => e.id === entry.targetId);
  if (!target) return m.noTarget;
  if (entry.kind === 'UNDO') {
    if (!UNDOABLE.includes(target.kind)) return m.noTarget;
    if (target.kind === 'CORRECTION' && !live.some((e) => e.id === target.targetId)) return m.noTarget;
    return null;
  }
  if (target.kind !== 'EVENT') return m.noTarget;
  const { playerId, minute, type, penaltyOutcome } = entry;
  if (playerId === undefined && minute === undefined && type === undefined && penaltyOutcome == null)
    return m.nothingToCorrect;
  if (minute !== undefined && !(Number.isInteger(minute) && minute >= 0)) return m.badMinute;
  if (type !== undefined && !STAT_TYPES.includes(type)) return m.selectStat;
  const typeAfter = type ?? state.events.find((e) => e.id === target.id)?.type ?? target.type;
  if (penaltyOutcome != null && typeAfter !== 'PENALTY') return m.outcomeOnlyForPenalty;
  if (playerId !== undefined && !playerId) return m.selectPlayer;
  return null;
}

function rewrite(state: TrackerState, entry: UndoEntry | CorrectionEntry | ResolveDuplicateEntry): ApplyResult {
  const problem = targetProblem(state, entry);
  if (problem) return refuse(problem);
  const derived = derive(state.lineups, [...state.log, entry], state.rejected);
  if (derived.ok) return derived;
  const own = entry.kind === 'CORRECTION' && derived.entryId === entry.targetId;
  return refuse(own ? derived.reason : m.conflict(derived.reason));
}

/** The state with `entry` appended, or why the rules refuse it (the state is then unchanged). */
export function apply(state: TrackerState, entry: TrackerEntry): ApplyResult {
  if (state.log.some((e) => e.id === entry.id)) return refuse(m.duplicate);
  if (entry.kind === 'UNDO' || entry.kind === 'CORRECTION' || entry.kind === 'RESOLVE_DUPLICATE')
    return rewrite(state, entry);
  if (entry.kind === 'RESET') {
    if (state.locked) return refuse(m.locked);
    return {
      ok: true,
      state: { ...initialState(state.lineups), log: [...state.log, entry], rejected: state.rejected },
    };
  }
  const result = step(state, entry);
  return result.ok ? { ok: true, state: { ...result.state, log: [...state.log, entry] } } : result;
}

/** Whether the rules accept `entry` now (what a button's enabled state and a refusal toast use). */
export function canApply(state: TrackerState, entry: TrackerEntry): CheckResult {
  const result = apply(state, entry);
  return result.ok ? { ok: true } : result;
}

/**
 * The state of a log, its entries taken in `entryOrder` whatever order they are given in. Entries
 * the rules refuse (one in conflict with another phone's, a duplicate synced twice) are skipped and
 * listed in `rejected`, so a replay never fails.
 */
export function replay(lineups: MatchLineups, log: readonly TrackerEntry[]): TrackerState {
  return fold(initialState(lineups), [...log].sort(entryOrder), 0);
}

/** The entries from `from` on, taken one by one onto `state`; a refused one is listed in `rejected`. */
function fold(state: TrackerState, ordered: readonly TrackerEntry[], from: number): TrackerState {
  let folded = state;
  for (let i = from; i < ordered.length; i++) {
    const entry = ordered[i] as TrackerEntry;
    const result = apply(folded, entry);
    folded = result.ok
      ? result.state
      : { ...folded, rejected: [...folded.rejected, { id: entry.id, reason: result.reason }] };
  }
  return folded;
}

/** A replay kept to be carried on: its lineups, the entries it took in `entryOrder`, and their state. */
export interface Replayed {
  lineups: MatchLineups;
  ordered: readonly TrackerEntry[];
  state: TrackerState;
}

/**
 * `replay(lineups, log)`, carried on from `previous` when its entries are the first of `log` in
 * `entryOrder` (a new tap, or an entry of another phone dated after everything the phone has): only
 * the entries after them are applied, so a tap costs one entry, not the whole match. Otherwise (an
 * entry dated earlier, one that left the log, other lineups) the log is replayed from the start.
 * The state is the same as `replay`'s either way: a replay is a fold over the ordered entries.
 * Entries are known by id and instant; one id always stands for one entry (the server refuses
 * another body under a taken id).
 */
export function replayFrom(previous: Replayed | null, lineups: MatchLineups, log: readonly TrackerEntry[]): Replayed {
  const ordered = [...log].sort(entryOrder);
  const kept = previous && previous.lineups === lineups ? previous.ordered : null;
  const carries =
    kept !== null &&
    kept.length <= ordered.length &&
    kept.every((entry, i) => entry.id === ordered[i]?.id && entry.at === ordered[i]?.at);
  if (carries && previous && kept.length === ordered.length) return previous;
  const state =
    carries && previous ? fold(previous.state, ordered, kept.length) : fold(initialState(lineups), ordered, 0);
  return { lineups, ordered, state };
}

/**
 * Whether a log whose state is `state` takes `entry` (what the server asks of every entry it gets):
 * the rules must accept it at its place in time, which may be before entries already taken (a
 * phone that was offline), and every entry taken before must still count as it did.
 */
export function admit(state: TrackerState, entry: TrackerEntry): ApplyResult {
  const last = state.log[state.log.length - 1];
  if (!last || entryOrder(last, entry) < 0 || state.log.some((e) => e.id === entry.id)) return apply(state, entry);
  const after = replay(state.lineups, [...state.log, entry]);
  const own = after.rejected.find((r) => r.id === entry.id);
  if (own) return refuse(own.reason);
  const broken = after.rejected.find((r) => !state.rejected.some((b) => b.id === r.id));
  if (broken) return refuse(m.conflict(broken.reason));
  return { ok: true, state: after };
}
