import { useEffect, useState } from 'react';
import type { LeaderboardRowRead } from '../../../shared/schemas/leaderboards';
import type { TournamentSummary } from '../../../shared/schemas/reads';
import { leaderboardPath } from '../../components/reads';
import { localDb } from '../../db/local-db';
import { refreshRead } from '../../lib/use-cached-read';
import { useTransitionLiveQuery } from '../../lib/use-transition-live-query';
import { type Featured, pickFeatured } from './featured';

type Boards = Map<string, LeaderboardRowRead[] | undefined>;

async function readBoards(idsKey: string): Promise<Boards> {
  const list = idsKey ? idsKey.split(',') : [];
  const rows = await localDb.leaderboards.bulkGet(list);
  return new Map(list.map((id, i) => [id, rows[i]?.data as LeaderboardRowRead[] | undefined]));
}

/**
 * The featured scorers of the live tournaments: each one's leaderboard read from the phone (the
 * same entries the leaderboard screens keep) and refreshed from the network once.
 * `settled` is true once every refresh has answered or failed.
 */
export function useFeaturedScorers(tournaments: TournamentSummary[]): { featured: Featured | null; settled: boolean } {
  const idsKey = tournaments.map((t) => t.id).join(',');
  const saved = useTransitionLiveQuery(() => readBoards(idsKey), [idsKey]);

  // The boards as the refreshes left them, read with their settling: the live query above sees them
  // a moment later, and until it does its older copy (none, on a first visit) would read as "no goals".
  const [settled, setSettled] = useState<{ key: string; boards: Boards } | null>(null);
  useEffect(() => {
    const list = idsKey ? idsKey.split(',') : [];
    let live = true;
    void Promise.allSettled(list.map((id) => refreshRead('leaderboards', id, leaderboardPath(id))))
      .then(() => readBoards(idsKey))
      // A phone that cannot read its boards back has none to show: settled all the same.
      .catch((): Boards => new Map())
      .then((boards) => {
        if (live) setSettled({ key: idsKey, boards });
      });
    return () => {
      live = false;
    };
  }, [idsKey]);

  const refreshed = settled?.key === idsKey ? settled.boards : undefined;
  // By id: the boards read for the last list of tournaments still answer for those in this one.
  const boards = tournaments.map((t) => ({
    tournamentId: t.id,
    name: t.name,
    rows: saved?.get(t.id) ?? refreshed?.get(t.id),
  }));
  return { featured: pickFeatured(boards), settled: !!refreshed };
}
