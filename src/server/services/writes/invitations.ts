import { and, asc, eq, sql } from 'drizzle-orm';
import { consentMessages, messages } from '../../../shared/messages';
import type { Invitation, Participation } from '../../../shared/schemas/consent';
import type { TeamRefRead } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { teams, tournaments, tournamentTeams } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { tournamentCardColumns } from '../reads/tournaments';
import { teamManagedBy, tournamentOrganisedBy, tournamentOwnedBy } from './authorize';

/**
 * A team joins a tournament only with its manager's consent (docs/rules.md#teams-in-a-tournament):
 * the admin's own team joins at once, any other is invited until its manager accepts or declines.
 */

const c = consentMessages.server;

const entry = (tournamentId: string, teamId: string) =>
  and(eq(tournamentTeams.tournamentId, tournamentId), eq(tournamentTeams.teamId, teamId));
const invitationOf = (tournamentId: string, teamId: string) =>
  and(entry(tournamentId, teamId), eq(tournamentTeams.status, 'invited'));

/** The admin adds a team: answers its name and whether it joined or is invited. */
export async function addTeamToTournament(
  db: Database,
  userId: string,
  tournamentId: string,
  teamId: string,
): Promise<{ name: string; status: Participation }> {
  await tournamentOwnedBy(db, tournamentId, userId);
  const [team] = await db
    .select({ name: teams.name, managerId: teams.managerId })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!team) throw notFound(messages.server.teamNotFound);
  const status: Participation = team.managerId === userId ? 'accepted' : 'invited';
  const inserted = await db
    .insert(tournamentTeams)
    .values({ tournamentId, teamId, status })
    .onConflictDoNothing()
    .returning({ teamId: tournamentTeams.teamId });
  if (inserted.length === 0) {
    const [existing] = await db
      .select({ status: tournamentTeams.status })
      .from(tournamentTeams)
      .where(entry(tournamentId, teamId));
    throw conflict(
      existing?.status === 'invited' ? c.alreadyInvited(team.name) : messages.server.teamAlreadyInTournament,
    );
  }
  return { name: team.name, status };
}

async function tournamentName(db: Database, tournamentId: string): Promise<string> {
  const [row] = await db.select({ name: tournaments.name }).from(tournaments).where(eq(tournaments.id, tournamentId));
  return row?.name ?? '';
}

/** The team's manager accepts (the team takes part) or declines (the invitation goes) a pending invitation. */
export async function answerInvitation(
  db: Database,
  managerId: string,
  { tournamentId, teamId }: { tournamentId: string; teamId: string },
  accept: boolean,
) {
  const team = await teamManagedBy(db, teamId, managerId, c.notTeamManager);
  const answered = accept
    ? await db
        .update(tournamentTeams)
        .set({ status: 'accepted' })
        .where(invitationOf(tournamentId, teamId))
        .returning({ teamId: tournamentTeams.teamId })
    : await db
        .delete(tournamentTeams)
        .where(invitationOf(tournamentId, teamId))
        .returning({ teamId: tournamentTeams.teamId });
  if (answered.length === 0) throw notFound(c.noInvitation);
  const tournament = await tournamentName(db, tournamentId);
  return accept ? c.invitationAccepted(team.name, tournament) : c.invitationDeclined(team.name, tournament);
}

/** The admin takes back an invitation not answered yet. */
export async function cancelInvitation(db: Database, adminId: string, tournamentId: string, teamId: string) {
  await tournamentOwnedBy(db, tournamentId, adminId);
  const removed = await db
    .delete(tournamentTeams)
    .where(invitationOf(tournamentId, teamId))
    .returning({ teamId: tournamentTeams.teamId });
  if (removed.length === 0) throw notFound(c.noInvitation);
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return c.invitationCancelled(team?.name ?? '');
}

/** Pending invitations of the teams the user manages, the soonest tournament first. */
export async function invitationsOf(db: Database, managerId: string): Promise<Invitation[]> {
  const rows = await db
    .select({
      tournament: tournamentCardColumns,
      team: { id: teams.id, name: teams.name, logo: teams.logo },
    })
    .from(tournamentTeams)
    .innerJoin(teams, eq(teams.id, tournamentTeams.teamId))
    .innerJoin(tournaments, eq(tournaments.id, tournamentTeams.tournamentId))
    .where(and(eq(teams.managerId, managerId), eq(tournamentTeams.status, 'invited')))
    .orderBy(asc(tournaments.startDate), asc(tournaments.name), asc(teams.name));
  return rows;
}

/** The teams invited to a tournament and not answered yet; its admin and co-organisers may see them. */
export async function invitedTeamsOf(db: Database, viewerId: string, tournamentId: string): Promise<TeamRefRead[]> {
  await tournamentOrganisedBy(db, tournamentId, viewerId);
  return db
    .select({ id: teams.id, name: teams.name, logo: teams.logo })
    .from(tournamentTeams)
    .innerJoin(teams, eq(teams.id, tournamentTeams.teamId))
    .where(and(eq(tournamentTeams.tournamentId, tournamentId), eq(tournamentTeams.status, 'invited')))
    .orderBy(sql`lower(${teams.name})`, asc(teams.name));
}
