import { periodOf } from '../../shared/domain/tournament-period';
import { tournamentStream } from '../lib/live-stream';
import { useLiveRefresh } from '../lib/use-live-refresh';

interface TournamentDays {
  id: string;
  startDate: string;
  endDate: string;
  timeZone: string;
}

/** While a tournament is on (today in its own time zone), its fixtures, standings and leaderboards follow its live stream. */
export function useTournamentLive(tournament: TournamentDays | undefined, refreshers: Array<() => Promise<void>>) {
  const live = !!tournament && periodOf(tournament) === 'current';
  useLiveRefresh(live ? tournamentStream(tournament.id) : null, refreshers);
}
