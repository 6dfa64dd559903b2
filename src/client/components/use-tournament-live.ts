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
  playing?: boolean;
  fixtures?: Pick<FixtureSummary, 'status'>[];
}

/**
 * Whether a tournament's screens follow its live stream: until it is over (by its days in its own
 * time zone), and after that while one of its matches is still being played. A tournament to come
 * is followed too: a match kicked off a day early shows live to a visitor already on its page.
 */
export const followsLive = (tournament: TournamentDays) =>
  periodOf(tournament) !== 'past' || !!tournament.fixtures?.some((fixture) => isLive(fixture.status));

/** A tournament's fixtures, standings and leaderboards follow its live stream while followsLive says so. */
export function useTournamentLive(tournament: TournamentDays | undefined, refreshers: Array<() => Promise<void>>) {
  const live = !!tournament && followsLive(tournament);
  useLiveRefresh(live ? tournamentStream(tournament.id) : null, refreshers);
}
