import { browseMessages } from '../../../shared/messages';
import type { TournamentDetail } from '../../../shared/schemas/reads';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { FixtureCard } from '../../components/fixture-card';
import { organises } from '../../components/organisers';
import { useSession } from '../../lib/session';
import { useIsMobile } from '../../lib/use-is-mobile';
import { FixtureActions } from '../organiser/tournament/fixture-actions';
import { useFixtureDelete } from '../organiser/tournament/use-fixture-delete';

interface FixtureListProps {
  tournament: TournamentDetail;
  /** The tournament's organisers get Delete and, on a phone, Start on each fixture. */
  withOrganiserActions?: boolean;
}

/** A tournament's fixtures by kick-off; each opens the match screen with {match, tournament, isAdmin}. */
export function FixtureList({ tournament, withOrganiserActions = false }: FixtureListProps) {
  const userId = useSession((session) => session.token?.user.id ?? null);
  const mobile = useIsMobile();
  const remove = useFixtureDelete(tournament.id);
  const { fixtures, teams: _teams, ...summary } = tournament;
  if (fixtures.length === 0) {
    return (
      <EmptyState
        text={browseMessages.tournament.noFixtures}
        action={{ label: browseMessages.tournament.browseTournaments, to: '/tournaments' }}
      />
    );
  }
  const isAdmin = organises(tournament, userId);
  const sorted = [...fixtures].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <>
      <CardGrid>
        {sorted.map((fixture) => {
          const state = { match: fixture, tournament: summary, isAdmin };
          return (
            <FixtureCard
              key={fixture.id}
              fixture={fixture}
              timeZone={tournament.timeZone}
              state={state}
              actions={
                withOrganiserActions &&
                isAdmin && (
                  <FixtureActions
                    fixture={fixture}
                    mobile={mobile}
                    state={state}
                    onDelete={() => remove.ask(fixture)}
                  />
                )
              }
            />
          );
        })}
      </CardGrid>
      {remove.dialog}
    </>
  );
}
