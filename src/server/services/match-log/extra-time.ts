import { and, inArray } from 'drizzle-orm';
import { entryOrder, wentToExtraTime } from '../../../shared/domain/match-tracker';
import type { TrackerEntry } from '../../../shared/domain/match-tracker/types';
import type { Database } from '../../db/database';
import { matchLog } from '../../db/schema';

/** The entries that decide whether a log went to extra time: its stages and what can take one back. */
const DECIDING = ['STAGE', 'UNDO', 'RESET'];

/**
 * Fixtures whose match log went to extra time, as the log counts (an extra time undone or reset
 * away does not): their results read "(a.e.t.)" (docs/rules.md#knockout-matches).
 */
export async function extraTimeFixtures(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ fixtureId: matchLog.fixtureId, entry: matchLog.entry })
    .from(matchLog)
    .where(and(inArray(matchLog.fixtureId, [...ids]), inArray(matchLog.kind, DECIDING)));
  const logs = new Map<string, TrackerEntry[]>();
  for (const row of rows) logs.set(row.fixtureId, [...(logs.get(row.fixtureId) ?? []), row.entry as TrackerEntry]);
  // The log counts in the order of its entries' instants, as every phone replays it.
  return new Set([...logs].filter(([, log]) => wentToExtraTime(log.sort(entryOrder))).map(([fixtureId]) => fixtureId));
}
