import { useEffect, useMemo, useRef } from 'react';
import { type LocalResult, withLocalResults } from '../../shared/domain/formats';
import { FINISHED } from '../../shared/domain/match-types';
import type { AwardsData, StandingsRowRead } from '../../shared/schemas/leaderboards';
import type {
  FixtureDetail,
  MatchEventRead,
  TeamDetail,
  TeamListItem,
  TournamentDetail,
  TournamentSummary,
} from '../../shared/schemas/reads';
import type { SiteSettings } from '../../shared/schemas/site';
import { useLocalResults } from '../db/local-results';
import { type CachedReadState, refreshRead, useCachedRead } from '../lib/use-cached-read';
import type { TournamentKind } from './tournament-path';

/**
 * The public reads (docs/api.md) as typed hooks, so every screen keeps the same thing under the same
 * table and key (a fixture opened from any screen is the one saved for offline).
 */
const at = (id: string | undefined, path: (id: string) => string) =>
  [id ?? null, id ? path(encodeURIComponent(id)) : null] as const;

export const useSiteSettings = () => useCachedRead<SiteSettings>('lists', 'site', 'site');

export const ALL_TEAMS_KEY = 'teams:all';
export const ALL_TEAMS_PATH = 'teams/all';
export const useAllTeams = () => useCachedRead<TeamListItem[]>('lists', ALL_TEAMS_KEY, ALL_TEAMS_PATH);

export const useTournamentList = (kind: TournamentKind) =>
  useCachedRead<TournamentSummary[]>('lists', `tournaments:${kind}`, `tournaments/${kind}`);

export const useTournament = (id: string | undefined) =>
  useCachedRead<TournamentDetail>('tournaments', ...at(id, (i) => `tournaments/all/${i}`));

/**
 * A tournament with the matches this phone ended in its bracket, until the server's read has them
 * (docs/offline.md): for the screens that show the bracket. Held back until this phone's results
 * are read, so the bracket is not drawn without them first and then again with them.
 */
export function useTournamentWithLocalResults(id: string | undefined): CachedReadState<TournamentDetail> {
  const read = useTournament(id);
  const results = useLocalResults(read.data);
  useRereadWhenResultsLeave(read, results);
  const data = useMemo(() => {
    if (!read.data || !results) return undefined;
    return withLocalResults(read.data, results);
  }, [read.data, results]);
  const status = read.data && !results ? 'loading' : read.status;
  return useMemo(() => ({ ...read, data, status }), [read, data, status]);
}

/**
 * A result of this phone's that stops counting (the server took the ending, or refused it) while
 * the read still shows the match unfinished: the read is older than the server's answer, read again.
 */
function useRereadWhenResultsLeave(
  read: CachedReadState<TournamentDetail>,
  results: readonly LocalResult[] | undefined,
) {
  const before = useRef<readonly LocalResult[]>([]);
  const { data, refresh } = read;
  useEffect(() => {
    if (!results) return;
    const gone = before.current.filter((old) => !results.some((r) => r.fixtureId === old.fixtureId));
    before.current = results;
    const unfinished = (fixtureId: string) => data?.fixtures.some((f) => f.id === fixtureId && f.status !== FINISHED);
    if (gone.some((old) => unfinished(old.fixtureId))) void refresh();
  }, [results, data, refresh]);
}

export const useTeam = (id: string | undefined) =>
  useCachedRead<TeamDetail>('teams', ...at(id, (i) => `teams/all/${i}`));

export const useFixture = (id: string | undefined) =>
  useCachedRead<FixtureDetail>('fixtures', ...at(id, (i) => `fixture/all/${i}`));

export interface MatchEventsData {
  matchEvents: MatchEventRead[];
}

export const useMatchEvents = (id: string | undefined) =>
  useCachedRead<MatchEventsData>('events', ...at(id, (i) => `matchEvent/fixture/${i}`));

export const useStandings = (tournamentId: string | undefined) =>
  useCachedRead<StandingsRowRead[]>('standings', ...at(tournamentId, (i) => `leaderboard/standings/${i}`));

export const leaderboardPath = (tournamentId: string) => `leaderboard/tournament/${encodeURIComponent(tournamentId)}`;

export const useAwards = (tournamentId: string | undefined) =>
  useCachedRead<AwardsData>('awards', ...at(tournamentId, (i) => `leaderboard/awards/${i}`));

/** After a write: read the tournament (teams, fixtures) and team again, so every screen shows it. */
export const refreshTournament = (id: string) =>
  refreshRead('tournaments', id, `tournaments/all/${encodeURIComponent(id)}`).catch(() => {});

export const refreshTeam = (id: string) =>
  refreshRead('teams', id, `teams/all/${encodeURIComponent(id)}`).catch(() => {});
