import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { matchLog } from '../../db/schema';

/** Fixtures whose match log went to extra time: their results read "(a.e.t.)" (docs/rules.md#knockout-matches). */
export async function extraTimeFixtures(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ fixtureId: matchLog.fixtureId, entry: matchLog.entry })
    .from(matchLog)
    .where(and(inArray(matchLog.fixtureId, [...ids]), eq(matchLog.kind, 'STAGE')));
  return new Set(rows.filter((r) => (r.entry as { stage?: string }).stage === 'EXTRA_TIME').map((r) => r.fixtureId));
}
