import { and, asc, eq, gt } from 'drizzle-orm';
import type { TrackerEntry } from '../../../shared/domain/match-tracker';
import type { Database } from '../../db/database';
import { matchLog } from '../../db/schema';

export type LogRow = typeof matchLog.$inferSelect;

/** A fixture's log as the server took it, in `seq` order, after the cursor. */
export function loggedRows(db: Database, fixtureId: string, afterSeq = 0): Promise<LogRow[]> {
  return db
    .select()
    .from(matchLog)
    .where(and(eq(matchLog.fixtureId, fixtureId), gt(matchLog.seq, afterSeq)))
    .orderBy(asc(matchLog.seq));
}

export const entryOf = (row: LogRow) => row.entry as TrackerEntry;

/** Free-form notes an API client sent with an event (its metadata), kept beside the entry. */
export const metadataOf = (row: LogRow) =>
  ((row.entry as { metadata?: Record<string, unknown> }).metadata ?? null) as Record<string, unknown> | null;
