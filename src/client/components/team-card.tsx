import type { TeamRefRead } from '../../shared/schemas/reads';
import { LinkCard } from './link-card';
import { TeamBadge } from './team-badge';
import { TeamName } from './team-name';

interface TeamCardProps {
  team: TeamRefRead;
  /** Navigation state for the team page (the organiser view passes { enableEdit: true }). */
  state?: unknown;
}

/** A team with its logo; opens /teamdetails/{id}. */
export function TeamCard({ team, state }: TeamCardProps) {
  return (
    <LinkCard
      to={`/teamdetails/${team.id}`}
      state={state}
      picture={<TeamBadge logo={team.logo} name={team.name} size={48} />}
      title={<TeamName name={team.name} fw={600} />}
    />
  );
}
