import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ApplyResult,
  apply,
  finalResult,
  type MatchLineups,
  type Replayed,
  replayFrom,
  type TrackerEntry,
  type TrackerState,
} from '../../../shared/domain/match-tracker';
import { uuidv7 } from '../../../shared/uuid7';
import { localDb } from '../../db/local-db';
import { fixtureStream } from '../../lib/live-stream';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { type SyncState, useSyncStates } from '../../sync/hooks';
import { queueWrite } from '../../sync/queue-write';
import { useStoredQuery } from '../../sync/use-stored-query';
import { entryCalls } from './entry-calls';
import { pullMatchLog, useServerLog } from './match-log-pull';
import { deviceId, tapInstant } from './server-clock';
import { useFixtureLog } from './use-fixture-log';

/** What a tap asks for: an entry without its id and time, which the tap itself gives. */
export type EntryDraft = TrackerEntry extends infer E
  ? E extends TrackerEntry
    ? Omit<E, 'id' | 'at' | 'device'>
    : never
  : never;

export type RecordResult = ApplyResult | { ok: false; reason: null; error: unknown };

/** The entries this phone recorded for the fixture, in the order it recorded them. */
function useOwnEntries(fixtureId: string): TrackerEntry[] | undefined {
  const rows = useFixtureLog(localDb.matchLog, fixtureId);
  return useMemo(() => rows?.map((row) => row.entry), [rows]);
}

/** The phone's entries the server refused, by id, with its reason. */
function useRefused(fixtureId: string): Map<string, string> | undefined {
  return useStoredQuery(
    [localDb.rejected],
    async () =>
      new Map(
        (await localDb.rejected.where('fixtureId').equals(fixtureId).toArray()).map((row) => [row.id, row.reason]),
      ),
    [fixtureId],
  );
}

const WAITING: SyncState = { state: 'waiting' };

/**
 * Where each of this phone's entries stands for the log's rows. The read of the queue and the read of the
 * entries answer apart: an entry it has not seen yet (recorded after it looked, or the tap shown before either
 * read caught up) is waiting, its change queued with it, never taken for one the server has.
 */
function useEntrySyncStates(
  fixtureId: string,
  own: readonly TrackerEntry[] | undefined,
  tapAhead: string | null,
): ReadonlyMap<string, SyncState> {
  const read = useSyncStates(fixtureId);
  return useMemo(() => {
    const states = new Map(read?.states);
    const unseen = [...(own ?? []).slice(read?.entriesRead ?? 0).map((e) => e.id), ...(tapAhead ? [tapAhead] : [])];
    for (const id of unseen) if (!states.has(id)) states.set(id, WAITING);
    return states;
  }, [read, own, tapAhead]);
}

export interface TrackerView {
  state: TrackerState;
  /** This phone's entries the server refused: they count nowhere, and wait to be retried or dismissed. */
  refused: readonly { entry: TrackerEntry; reason: string }[];
  /**
   * This phone's entries still to be sent that no longer fit the match (another phone's entries
   * came first): they count nowhere, and the server will refuse them.
   */
  conflicting: readonly { entry: TrackerEntry; reason: string }[];
}

/** Whether the replayed view has caught up with an entry: it counts there, or was refused. */
const knows = (view: TrackerView, entryId: string) =>
  // From the newest: the entry asked about is a tap just made.
  view.state.log.findLast((e) => e.id === entryId) !== undefined ||
  view.refused.some((r) => r.entry.id === entryId) ||
  view.conflicting.some((r) => r.entry.id === entryId);

const sameIds = (a: readonly { id: string }[], b: readonly { id: string }[]) =>
  a === b || (a.length === b.length && a.every((entry, i) => entry.id === b[i]?.id));

/**
 * The state shown before when `next` is the replay of the same entries in the same order (a read
 * of the log that brought back only what the phone had): the screen then does not render again.
 */
function sameMatch(shown: TrackerState | null, next: TrackerState | null): TrackerState | null {
  if (!shown || !next || shown === next || shown.lineups !== next.lineups) return next;
  const same = sameIds(shown.log, next.log) && sameIds(shown.rejected, next.rejected);
  return same ? shown : next;
}

const NONE_REFUSED: TrackerView['refused'] = [];

/**
 * The match as every phone sees it (docs/match-log.md): the replay of the server's log plus this phone's
 * pending entries; an entry the server refused counts nowhere.
 */
function view(
  previous: Replayed | null,
  lineups: MatchLineups,
  server: readonly { entry: TrackerEntry }[],
  own: readonly TrackerEntry[],
  refusedReasons: ReadonlyMap<string, string>,
): TrackerView & { replayed: Replayed } {
  const confirmed = new Set(server.map((row) => row.entry.id));
  const pending = own.filter((e) => !confirmed.has(e.id) && !refusedReasons.has(e.id));
  const refused = own.flatMap((entry) => {
    const reason = refusedReasons.get(entry.id);
    return reason !== undefined && !confirmed.has(entry.id) ? [{ entry, reason }] : [];
  });
  // Carried on from the last replay: a tap read back, or another phone's entry, costs one entry.
  const replayed = replayFrom(previous, lineups, [...server.map((row) => row.entry), ...pending]);
  const { state } = replayed;
  const reasons = new Map(state.rejected.map((r) => [r.id, r.reason]));
  const conflicting = pending.flatMap((entry) => {
    const reason = reasons.get(entry.id);
    return reason !== undefined ? [{ entry, reason }] : [];
  });
  return { state, refused, conflicting, replayed };
}

/**
 * The tracker of one fixture. `record` checks a tap against the rules and appends it with its
 * server call in one transaction (queueWrite); taps are taken one at a time, each against the
 * state the previous one left, so two quick taps never pass the rules on the same stale state.
 * While the screen is open it follows the server's log through the fixture's live stream.
 */
export function useTracker(fixtureId: string, lineups: MatchLineups) {
  const server = useServerLog(fixtureId);
  const own = useOwnEntries(fixtureId);
  const refusedReasons = useRefused(fixtureId);
  const pull = useCallback(() => pullMatchLog(fixtureId).catch(() => undefined), [fixtureId]);
  useEffect(() => {
    void pull();
    // Signal is back: what the others recorded meanwhile, before the live stream has reconnected.
    window.addEventListener('online', pull);
    return () => window.removeEventListener('online', pull);
  }, [pull]);
  useLiveRefresh(fixtureStream(fixtureId), [pull]);
  // A refusal means the server knows entries this phone has not read yet.
  const refusals = refusedReasons?.size ?? 0;
  useEffect(() => {
    if (refusals > 0) void pull();
  }, [refusals, pull]);

  const replayed = useRef<Replayed | null>(null);
  const stored = useMemo(() => {
    if (!server || !own || !refusedReasons) return null;
    const next = view(replayed.current, lineups, server, own, refusedReasons);
    replayed.current = next.replayed;
    return next;
  }, [lineups, server, own, refusedReasons]);
  // The state a committed tap left, shown at once instead of after the log is read back and replayed
  // (budget: tap to screen within 50 ms, docs/architecture.md#build-and-tests); the replayed log
  // takes over as soon as it has caught up.
  const [recorded, setRecorded] = useState<{ state: TrackerState; entryId: string } | null>(null);
  const ahead = recorded && stored && recorded.state.lineups === lineups && !knows(stored, recorded.entryId);
  // Once the phone's entries are read back with the tap, the replay speaks for it (even if it is later
  // dismissed): the state the tap left is dropped.
  useEffect(() => {
    if (recorded && own?.some((e) => e.id === recorded.entryId)) setRecorded(null);
  }, [recorded, own]);
  const syncStates = useEntrySyncStates(fixtureId, own, ahead ? recorded.entryId : null);
  const latest = useRef<TrackerState | null>(null);
  const state = sameMatch(latest.current, ahead ? recorded.state : (stored?.state ?? null));
  latest.current = state;
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const record = useCallback(
    (draft: EntryDraft): Promise<RecordResult> => {
      const run = async (): Promise<RecordResult> => {
        const before = latest.current;
        if (!before) return { ok: false, reason: null, error: new Error('The match log is not loaded yet.') };
        const at = tapInstant(before);
        const entry = { ...draft, id: uuidv7(at), at, device: deviceId() } as TrackerEntry;
        const result = apply(before, entry);
        if (!result.ok) return result;
        try {
          await queueWrite(entryCalls(fixtureId, entry), () => {
            // The tap that ends the match: its bracket shows the next pairing before the server hears of it.
            const ended = before.locked ? null : finalResult(result.state);
            return Promise.all([
              localDb.matchLog.add({ id: entry.id, fixtureId, entry }),
              ended && localDb.localResults.put({ ...ended, fixtureId, entryId: entry.id }),
            ]);
          });
        } catch (error) {
          return { ok: false, reason: null, error };
        }
        latest.current = result.state;
        setRecorded({ state: result.state, entryId: entry.id });
        return result;
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [fixtureId],
  );

  return {
    state,
    record,
    syncStates,
    refused: stored?.refused ?? NONE_REFUSED,
    conflicting: stored?.conflicting ?? NONE_REFUSED,
  };
}
