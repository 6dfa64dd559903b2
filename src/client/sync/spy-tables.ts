import type { DBCoreTable } from 'dexie';
import type { LocalDb } from '../db/local-db';

/**
 * For tests: every table of `db` as `wrap` returns it, to count what IndexedDB is asked for. Dexie
 * takes a middleware only before the database opens.
 */
export function spyOnTables(db: LocalDb, wrap: (table: DBCoreTable) => DBCoreTable): void {
  db.use({
    stack: 'dbcore',
    name: 'spy-on-tables',
    create: (down) => ({ ...down, table: (name) => wrap(down.table(name)) }),
  });
}
