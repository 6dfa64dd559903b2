import { browseMessages } from '../../../shared/messages';
import type { TournamentDetail } from '../../../shared/schemas/reads';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { FixtureCard } from '../../components/fixture-card';
import { organises } from '../../components/organisers';
import { useSession } from '../../lib/session';

/** A tournament's fixtures by kick-off; each opens the match screen with {match, tournament, isAdmin}. */
export function FixtureList({ tournament }: { tournament: TournamentDetail }) {
  const userId = useSession((session) => session.token?.user.id ?? null);
  const { fixtures, teams: _teams, ...summary } = tournament;
  if (fixtures.length === 0) {
    return (
      <EmptyState
        text={browseMessages.tournament.noFixtures}
        action={{ label: browseMessages.tournament.browseTournaments, to: '/tournaments' }}
      />
    );
  }
  const sorted = [...fixtures].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <CardGrid>
      {sorted.map((fixture) => (
        <FixtureCard
          key={fixture.id}
          fixture={fixture}
          timeZone={tournament.timeZone}
          state={{ match: fixture, tournament: summary, isAdmin: organises(tournament, userId) }}
        />
      ))}
    </CardGrid>
  );
}
