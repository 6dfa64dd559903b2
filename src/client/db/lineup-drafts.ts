import { useLiveQuery } from 'dexie-react-hooks';
import { type LineupDraftRow, type LocalDb, localDb } from './local-db';

/** A lineup picked on this phone, and whether the server has taken it yet. */
export interface LiveDraft extends LineupDraftRow {
  /** Still in the outbox: the phone's lineup is the newest word until the server has it. */
  pending: boolean;
}

/**
 * The fixture's lineups picked on this phone that may still count: one the server refused (a
 * lineup that would change a match already scored) never does, so every screen shows the lineup
 * the server kept, as every other phone does.
 */
export async function liveDrafts(db: LocalDb, fixtureId: string): Promise<LiveDraft[]> {
  const drafts = await db.lineupDrafts.where('fixtureId').equals(fixtureId).toArray();
  const ids = drafts.map((d) => d.lineup.id);
  const [queued, refused] = await Promise.all([
    db.outbox.where('id').anyOf(ids).toArray(),
    db.rejected.where('id').anyOf(ids).primaryKeys(),
  ]);
  const pending = new Set(queued.map((row) => row.id));
  return drafts.filter((d) => !refused.includes(d.lineup.id)).map((d) => ({ ...d, pending: pending.has(d.lineup.id) }));
}

/** liveDrafts, following every change of the phone's database. */
export function useLiveDrafts(fixtureId: string | undefined): LiveDraft[] | undefined {
  return useLiveQuery(async () => (fixtureId ? liveDrafts(localDb, fixtureId) : []), [fixtureId]);
}
