import { eq, like } from 'drizzle-orm';
import type { Database } from '../db/database';
import { teams, tournaments, users } from '../db/schema';
import { storePicture } from './pictures';

/** A picture column of rows saved before pictures were files: their ids and data URLs, and how to set each. */
interface PictureColumn {
  label: string;
  stored(db: Database): Promise<Array<{ id: string; picture: string | null }>>;
  set(db: Database, id: string, url: string | null): Promise<unknown>;
}

const COLUMNS: PictureColumn[] = [
  {
    label: 'Logo',
    stored: (db) =>
      db
        .select({ id: tournaments.id, picture: tournaments.logo })
        .from(tournaments)
        .where(like(tournaments.logo, 'data:%')),
    set: (db, id, logo) => db.update(tournaments).set({ logo }).where(eq(tournaments.id, id)),
  },
  {
    label: 'Logo',
    stored: (db) => db.select({ id: teams.id, picture: teams.logo }).from(teams).where(like(teams.logo, 'data:%')),
    set: (db, id, logo) => db.update(teams).set({ logo }).where(eq(teams.id, id)),
  },
  {
    label: 'Photo',
    stored: (db) => db.select({ id: users.id, picture: users.image }).from(users).where(like(users.image, 'data:%')),
    set: (db, id, image) => db.update(users).set({ image }).where(eq(users.id, id)),
  },
];

/**
 * Rows saved when pictures were kept in the row as data URLs get the address of the same picture
 * stored as a file; one that does not decode is dropped (no screen could show it). Safe to run on
 * every start and from several processes at once: a picture's address is its hash.
 */
export async function movePicturesToFiles(db: Database): Promise<number> {
  let moved = 0;
  for (const column of COLUMNS) {
    for (const row of await column.stored(db)) {
      const url = row.picture ? await storePicture(db, row.picture, column.label).catch(() => null) : null;
      await column.set(db, row.id, url);
      moved += 1;
    }
  }
  return moved;
}
