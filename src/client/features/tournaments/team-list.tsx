import { browseMessages } from '../../../shared/messages';
import type { TeamRefRead } from '../../../shared/schemas/reads';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { TeamCard } from '../../components/team-card';

/** A tournament's teams as cards, each opening /teamdetails/{id}. */
export function TeamList({ teams }: { teams: TeamRefRead[] }) {
  if (teams.length === 0) {
    return (
      <EmptyState
        text={browseMessages.tournament.noTeams}
        action={{ label: browseMessages.tournament.browseTournaments, to: '/tournaments' }}
      />
    );
  }
  return (
    <CardGrid>
      {teams.map((team) => (
        <TeamCard key={team.id} team={team} />
      ))}
    </CardGrid>
  );
}
