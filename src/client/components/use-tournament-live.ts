import { tournamentStream } from '../lib/live-stream';
import { useLiveRefresh } from '../lib/use-live-refresh';
import { kindOf } from './tournament-path';

interface TournamentDays {
  id: string;
  startDate: string;
  endDate: string;
}

/** While a tournament is on, its fixtures, standings and leaderboards follow its live stream. */
export function useTournamentLive(tournament: TournamentDays | undefined, refreshers: Array<() => Promise<void>>) {
  const live = !!tournament && kindOf(tournament.startDate, tournament.endDate) === 'current';
  useLiveRefresh(live ? tournamentStream(tournament.id) : null, refreshers);
}
