import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  type ApplyResult,
  apply,
  type MatchLineups,
  replay,
  type TrackerEntry,
  type TrackerState,
} from '../../../shared/domain/match-tracker';
import { localDb } from '../../db/local-db';
import { queueWrite } from '../../sync/queue-write';
import { uuidv7 } from '../../sync/uuid7';
import { entryCalls } from './entry-calls';

/** What a tap asks for: an entry without its id and time, which the tap itself gives. */
export type EntryDraft = TrackerEntry extends infer E ? (E extends TrackerEntry ? Omit<E, 'id' | 'at'> : never) : never;

export type RecordResult = ApplyResult | { ok: false; reason: null; error: unknown };

/** The fixture's log as stored on the phone, in the order it was recorded. */
function useMatchLog(fixtureId: string): TrackerEntry[] | undefined {
  return useLiveQuery(
    async () =>
      (
        await localDb.matchLog
          .where('[fixtureId+seq]')
          .between([fixtureId, Dexie.minKey], [fixtureId, Dexie.maxKey])
          .toArray()
      ).map((row) => row.entry),
    [fixtureId],
  );
}

/**
 * The tracker of one fixture: the state is the replay of the stored log, so a reload or a locked
 * phone resumes exactly. `record` checks a tap against the rules and appends it with its server
 * calls in one transaction (queueWrite); taps are taken one at a time, each against the state the
 * previous one left, so two quick taps never pass the rules on the same stale state.
 */
export function useTracker(fixtureId: string, lineups: MatchLineups) {
  const log = useMatchLog(fixtureId);
  const stored = useMemo(() => (log ? replay(lineups, log) : null), [lineups, log]);
  // The state a committed tap left, shown at once instead of after the log is read back and replayed
  // (DESIGN §6: tap to screen within 50 ms); the replayed log takes over as soon as it has caught up.
  const [recorded, setRecorded] = useState<TrackerState | null>(null);
  const ahead = recorded && recorded.lineups === lineups && (!stored || recorded.log.length > stored.log.length);
  const state = ahead ? recorded : stored;
  const latest = useRef<TrackerState | null>(null);
  if (state && (!latest.current || latest.current.lineups !== lineups || state.log.length >= latest.current.log.length))
    latest.current = state;
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const record = useCallback(
    (draft: EntryDraft): Promise<RecordResult> => {
      const at = Date.now();
      const entry = { ...draft, id: uuidv7(at), at } as TrackerEntry;
      const run = async (): Promise<RecordResult> => {
        const before = latest.current;
        if (!before) return { ok: false, reason: null, error: new Error('The match log is not loaded yet.') };
        const result = apply(before, entry);
        if (!result.ok) return result;
        try {
          await queueWrite(entryCalls(fixtureId, before, result.state, entry), () =>
            localDb.matchLog.add({ id: entry.id, fixtureId, entry }),
          );
        } catch (error) {
          return { ok: false, reason: null, error };
        }
        latest.current = result.state;
        setRecorded(result.state);
        return result;
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [fixtureId],
  );

  return { state, record };
}
