import { z } from 'zod';
import { uuid } from './fields';
import { teamRef, tournamentSummary } from './reads';

/** The calls of consent (docs/rules.md#teams-in-a-tournament): invitations, withdrawing, leaving a team. */

const tournamentId = uuid('Tournament id');
const teamId = uuid('Team id');

/** A team in a tournament: invited until its manager accepts. */
export const participation = z.enum(['invited', 'accepted']);

/** The answer to add-team: whether the team joined at once or is invited. */
export const addTeamAnswer = z.object({ status: participation });

/** Accept or decline: the tournament and the team invited. */
export const invitationBody = z.object({ tournamentId, teamId });

export const invitationParams = z.object({ tournamentId, teamId });

export const tournamentParams = z.object({ tournamentId });

export const teamParams = z.object({ teamId });

export const withdrawBody = z.object({ tournamentId });

export const memberParams = z.object({ teamId, userId: uuid('User id') });

/** A pending invitation of one of the user's teams. */
export const invitation = z.object({
  tournament: tournamentSummary.pick({
    id: true,
    name: true,
    logo: true,
    startDate: true,
    endDate: true,
    timeZone: true,
  }),
  team: teamRef,
});

export type Participation = z.infer<typeof participation>;
export type Invitation = z.infer<typeof invitation>;
