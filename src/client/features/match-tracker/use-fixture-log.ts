import Dexie, { type Table } from 'dexie';
import { useRef } from 'react';
import { useStoredQuery } from '../../sync/use-stored-query';

/** A row of a log table keyed by `[fixtureId+seq]`: the server's log as pulled, or this phone's own entries. */
interface FixtureLogRow {
  fixtureId: string;
  seq?: number;
}

/**
 * A fixture's rows of a log table in seq order, following every change to the table. Rows are added
 * at the end and only now and then taken out (a refused entry dismissed), so a change reads just the
 * rows after those held, and the whole log again only when one of those held is gone: the whole log,
 * hundreds of rows in a long match, was read again on each of the scorer's taps.
 */
export function useFixtureLog<R extends FixtureLogRow, K, I>(
  table: Table<R, K, I>,
  fixtureId: string,
): R[] | undefined {
  const held = useRef<{ fixtureId: string; rows: R[] } | null>(null);
  return useStoredQuery(
    [table],
    () =>
      table.db.transaction('r', table, async () => {
        const known = held.current?.fixtureId === fixtureId ? held.current.rows : [];
        const last = known.at(-1)?.seq ?? Dexie.minKey;
        const index = () => table.where('[fixtureId+seq]');
        // Seqs only grow, so the rows up to the last one held are those held unless one was taken out.
        const [stillHeld, added] = await Promise.all([
          index().between([fixtureId, Dexie.minKey], [fixtureId, last], true, true).count(),
          index().between([fixtureId, last], [fixtureId, Dexie.maxKey], false, true).toArray(),
        ]);
        const rows =
          stillHeld !== known.length
            ? await index().between([fixtureId, Dexie.minKey], [fixtureId, Dexie.maxKey], true, true).toArray()
            : added.length > 0
              ? known.concat(added)
              : known;
        held.current = { fixtureId, rows };
        return rows;
      }),
    [fixtureId],
  );
}
