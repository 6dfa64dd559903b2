import Dexie from 'dexie';
import { useRef } from 'react';
import type { TrackerEntry } from '../../../shared/domain/match-tracker';
import type { MatchLogAnswer } from '../../../shared/schemas/match-log';
import type { LocalDb, ServerLogRow } from '../../db/local-db';
import { localDb } from '../../db/local-db';
import { api, request } from '../../lib/api';
import { useStoredQuery } from '../../sync/use-stored-query';
import { measureOffset } from './server-clock';

const fixtureRange = (fixtureId: string) => [
  [fixtureId, Dexie.minKey],
  [fixtureId, Dexie.maxKey],
];

async function cursorOf(db: LocalDb, fixtureId: string): Promise<number> {
  const [from, to] = fixtureRange(fixtureId);
  const last = await db.serverLog.where('[fixtureId+seq]').between(from, to).last();
  return last?.seq ?? 0;
}

/**
 * Reads what the server took after this phone's cursor and keeps it, so the tracker replays the
 * server's log (with the phone's pending entries) and opens offline from it later. Also sets the
 * phone's clock by the server's.
 */
export async function pullMatchLog(fixtureId: string, db: LocalDb = localDb): Promise<void> {
  const after = await cursorOf(db, fixtureId);
  const sentAt = Date.now();
  const answer = await request<MatchLogAnswer>(
    api.get(`matchLog/fixture/${fixtureId}`, { searchParams: { after }, cache: 'no-store' }),
  );
  const data = answer.data;
  if (!data) return;
  measureOffset(data.serverTime, sentAt, Date.now());
  if (data.entries.length === 0) return;
  await db.serverLog.bulkPut(
    data.entries.map((row) => ({
      fixtureId,
      seq: row.seq,
      entry: row.entry as unknown as TrackerEntry,
      authorId: row.authorId,
    })),
  );
}

/**
 * The saved server log of a fixture, following every pull. A pull only adds rows after the phone's
 * cursor, so each change reads just those: the whole log (hundreds of rows in a long match) was
 * read again each time the scorer's own tap came back on the live stream.
 */
export function useServerLog(fixtureId: string) {
  const held = useRef<{ fixtureId: string; rows: ServerLogRow[] } | null>(null);
  return useStoredQuery([localDb.serverLog], async () => {
    const known = held.current?.fixtureId === fixtureId ? held.current.rows : [];
    const from = known.at(-1)?.seq ?? Dexie.minKey;
    const added = await localDb.serverLog
      .where('[fixtureId+seq]')
      .between([fixtureId, from], [fixtureId, Dexie.maxKey], false, true)
      .toArray();
    if (added.length === 0) return known;
    const rows = known.concat(added);
    held.current = { fixtureId, rows };
    return rows;
  }, [fixtureId]);
}
