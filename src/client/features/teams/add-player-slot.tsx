import type { TeamDetail } from '../../../shared/schemas/reads';
import { AddPlayerButton } from '../organiser/add-player';

export interface AddPlayerSlotProps {
  team: TeamDetail;
  /** True only for the team's manager (managerId equals the signed-in user's id, docs/rules.md#who-does-what). */
  isManager: boolean;
}

/**
 * SLOT for the 'Add Player' button of the Players tab. The add-player flow (searchable
 * list of all users, POST /api/teams/add-player) belongs to the team-management feature: it replaces
 * this component. Until then nothing is shown.
 */
export function AddPlayerSlot({ team, isManager }: AddPlayerSlotProps) {
  return isManager ? <AddPlayerButton teamId={team.id} managerId={team.managerId} /> : null;
}
