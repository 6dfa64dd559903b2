import { sql } from 'drizzle-orm';
import { replay } from '../../../shared/domain/match-tracker';
import type { Database } from '../../db/database';
import { lockedFixture } from '../writes/idempotency';
import { matchLineups } from './lineups';
import { project } from './project';
import { entryOf, loggedRows } from './store';

/**
 * Matches that went to extra time before their events were noted as being in it (project.ts) are
 * projected again, so their match page lists those events after regular time's and the boards count
 * their minutes on from it. Only a match with an event tapped after its log's Extra Time and without
 * the note is touched (and one whose extra time was reset away, to no change): safe to run on every
 * start, and from several processes at once, each match projected with its row locked. Returns how
 * many matches it projected.
 */
export async function noteExtraTimeEvents(db: Database): Promise<number> {
  const unnoted = await db.execute(sql`
    select distinct log.fixture_id as id
    from match_log log
    join match_events event on event.fixture_id = log.fixture_id
    where log.kind = 'STAGE' and log.entry->>'stage' = 'EXTRA_TIME'
      and not event.is_shootout
      and event.created_at > to_timestamp((log.entry->>'at')::double precision / 1000)
      and (event.metadata->>'extraTime') is distinct from 'true'`);
  const ids = (unnoted as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  for (const id of ids) {
    await db.transaction(async (tx) => {
      const fixture = await lockedFixture(tx, id);
      const rows = await loggedRows(tx, id);
      await project(tx, fixture, replay(await matchLineups(tx, fixture), rows.map(entryOf)), rows);
    });
  }
  return ids.length;
}
