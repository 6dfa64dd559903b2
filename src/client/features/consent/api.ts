import type { Invitation } from '../../../shared/schemas/consent';
import { refreshTeam, refreshTournament } from '../../components/reads';
import { api, request } from '../../lib/api';
import { currentUserId } from '../../lib/session';
import { useApiRead } from '../../lib/use-api-read';
import { refreshRead } from '../../lib/use-cached-read';

/** The calls of consent (docs/api.md): they need the server, so they are made at once, not queued. */

/** Invitations of the teams the user manages: their own business, read fresh and never kept on the phone. */
export const useMyInvitations = (userId: string | null) =>
  useApiRead<Invitation[]>(userId ? 'teams/user/invitations' : null);

export async function answerInvitation({ tournament, team }: Invitation, accept: boolean) {
  const body = { tournamentId: tournament.id, teamId: team.id };
  const envelope = await request<unknown>(
    api.post(`teams/invitations/${accept ? 'accept' : 'decline'}`, { json: body }),
  );
  await Promise.all([refreshTeam(team.id), refreshTournament(tournament.id)]);
  return envelope.message;
}

export async function withdrawTeam(teamId: string, tournamentId: string) {
  const path = `teams/${encodeURIComponent(teamId)}/withdraw`;
  const envelope = await request<unknown>(api.post(path, { json: { tournamentId } }));
  await Promise.all([refreshTeam(teamId), refreshTournament(tournamentId)]);
  return envelope.message;
}

/** The manager takes a player off the team; the team page is read again without them. */
export async function removePlayer(teamId: string, userId: string) {
  const path = `teams/${encodeURIComponent(teamId)}/players/${encodeURIComponent(userId)}`;
  const envelope = await request<unknown>(api.delete(path));
  await refreshTeam(teamId);
  return envelope.message;
}

/** Leaves the team; the team page and the user's list of teams are read again without it. */
export async function leaveTeam(teamId: string) {
  const envelope = await request<unknown>(api.post(`teams/${encodeURIComponent(teamId)}/leave`));
  const userId = currentUserId();
  await Promise.all([
    refreshTeam(teamId),
    userId ? refreshRead('lists', `my-teams:${userId}`, 'teams/user/my-teams').catch(() => {}) : undefined,
  ]);
  return envelope.message;
}
