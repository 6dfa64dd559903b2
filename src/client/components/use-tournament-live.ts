import { periodOf } from '../../shared/domain/tournament-period';
import type { FixtureSummary } from '../../shared/schemas/reads';
import { tournamentStream } from '../lib/live-stream';
import { useLiveRefresh } from '../lib/use-live-refresh';
import { isLive } from './fixture-status';

interface TournamentDays {
  id: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  fixtures?: Pick<FixtureSummary, 'status'>[];
}

/**
 * While a tournament is on (today in its own time zone), or one of its matches is being played on
 * another day (started early or late), its fixtures, standings and leaderboards follow its live stream.
 */
export function useTournamentLive(tournament: TournamentDays | undefined, refreshers: Array<() => Promise<void>>) {
  const live =
    !!tournament &&
    (periodOf(tournament) === 'current' || !!tournament.fixtures?.some((fixture) => isLive(fixture.status)));
  useLiveRefresh(live ? tournamentStream(tournament.id) : null, refreshers);
}
