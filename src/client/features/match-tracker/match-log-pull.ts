import Dexie from 'dexie';
import type { TrackerEntry } from '../../../shared/domain/match-tracker';
import type { MatchLogAnswer } from '../../../shared/schemas/match-log';
import type { LocalDb } from '../../db/local-db';
import { localDb } from '../../db/local-db';
import { api, request } from '../../lib/api';
import { measureOffset } from './server-clock';
import { useFixtureLog } from './use-fixture-log';

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

/** The saved server log of a fixture in the server's order, following every pull. */
export const useServerLog = (fixtureId: string) => useFixtureLog(localDb.serverLog, fixtureId);
