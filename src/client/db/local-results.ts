import type { LocalResult } from '../../shared/domain/formats';
import { FINISHED } from '../../shared/domain/match-types';
import type { TournamentDetail } from '../../shared/schemas/reads';
import { useTransitionLiveQuery } from '../lib/use-transition-live-query';
import { localDb } from './local-db';

/**
 * This phone's results of the tournament's matches the read does not show finished, for its
 * bracket (formats/local-results.ts). A result counts while the entry that ended the match is in
 * the phone's log and the server has neither refused it (a refused or dismissed ending ended
 * nothing) nor taken it: from then on the server's result, which other phones' entries may have
 * changed, is the one to show, and the tournament's read brings it.
 */
export function useLocalResults(tournament: TournamentDetail | undefined): LocalResult[] | undefined {
  const open = tournament?.competition?.bracket
    ? tournament.fixtures.filter((f) => f.status !== FINISHED).map((f) => f.id)
    : [];
  const key = open.join();
  return useTransitionLiveQuery(async () => {
    const fixtureIds = key ? key.split(',') : [];
    if (fixtureIds.length === 0) return [];
    const rows = await localDb.localResults.where('fixtureId').anyOf(fixtureIds).toArray();
    if (rows.length === 0) return [];
    const entryIds = rows.map((row) => row.entryId);
    const logged = new Set((await localDb.matchLog.where('id').anyOf(entryIds).toArray()).map((row) => row.id));
    const refused = new Set((await localDb.rejected.bulkGet(entryIds)).flatMap((row) => (row ? [row.id] : [])));
    const onServer = await localDb.serverLog
      .where('fixtureId')
      .anyOf(rows.map((row) => row.fixtureId))
      .filter((row) => entryIds.includes(row.entry.id))
      .toArray();
    const confirmed = new Set(onServer.map((row) => row.entry.id));
    return rows
      .filter((row) => logged.has(row.entryId) && !refused.has(row.entryId) && !confirmed.has(row.entryId))
      .map(({ entryId: _, ...result }) => result);
  }, [key]);
}
