import type { UserListItem } from '../../../shared/schemas/auth';
import type { CoOrganiser, CoOrganiserLookup } from '../../../shared/schemas/co-organisers';
import type { CompetitionFormatInput, GroupTieBreakBody, LotsBody } from '../../../shared/schemas/competition';
import type { Participation } from '../../../shared/schemas/consent';
import type { TeamRefRead, TournamentSummary } from '../../../shared/schemas/reads';
import type { CreateTeamBody, FixtureContainerBody } from '../../../shared/schemas/writes';
import { ALL_TEAMS_KEY, ALL_TEAMS_PATH } from '../../components/reads';
import { localDb } from '../../db/local-db';
import { ApiError, api, type Envelope, request } from '../../lib/api';
import { currentUserId } from '../../lib/session';
import { useApiRead } from '../../lib/use-api-read';
import { refreshRead, useCachedRead } from '../../lib/use-cached-read';

/** The organiser's calls (docs/api.md). Reads of public things are kept on the phone like the public screens'. */

export interface CreateTournamentInput {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  logo?: string;
}

const myTournamentsKey = (userId: string | null) => `my-tournaments:${userId ?? ''}`;

export const useMyTournaments = (userId: string | null) =>
  useCachedRead<TournamentSummary[]>(
    'lists',
    userId ? myTournamentsKey(userId) : null,
    userId ? 'tournaments/user/my-tournaments' : null,
  );

/**
 * Signed-up players matching a search (names, or a whole phone number), their numbers masked: read
 * fresh, never kept on the phone.
 */
export const usePlayerSearch = (query: string) =>
  useApiRead<UserListItem[]>(query ? `auth/users/all?q=${encodeURIComponent(query)}` : 'auth/users/all');

/** Creates the tournament and appends it to the saved list of my tournaments (at data.data, docs/api.md#conventions). */
export async function createTournament(input: CreateTournamentInput): Promise<TournamentSummary> {
  const envelope = await request<{ data: TournamentSummary }>(api.post('tournaments/create', { json: input }));
  const created = envelope.data?.data;
  if (!created) throw new ApiError('The answer held no tournament.', 201, envelope.message ?? null);
  const key = myTournamentsKey(currentUserId());
  await localDb.transaction('rw', localDb.lists, async () => {
    const saved = await localDb.lists.get(key);
    const list = (saved?.data as TournamentSummary[] | undefined) ?? [];
    await localDb.lists.put({ key, data: [...list.filter((t) => t.id !== created.id), created], savedAt: Date.now() });
  });
  return created;
}

/**
 * Answers the HTTP status (only 200 counts, docs/api.md) and whether the team joined or is invited
 * until its manager accepts (docs/rules.md#teams-in-a-tournament).
 */
export async function addTeamToTournament(
  tournamentId: string,
  teamId: string,
): Promise<{ status: number; participation: Participation }> {
  const response = await api.post('tournaments/add-team', { json: { tournamentId, teamId } });
  const envelope = (await response.json().catch(() => null)) as Envelope<{ status?: Participation }> | null;
  return { status: response.status, participation: envelope?.data?.status ?? 'accepted' };
}

const invitationsPath = (tournamentId: string) => `tournaments/invitations/${encodeURIComponent(tournamentId)}`;

/** Teams invited to the tournament that have not answered: its organisers' own read, never kept on the phone. */
export const useInvitedTeams = (tournamentId: string, organiser: boolean) =>
  useApiRead<TeamRefRead[]>(organiser ? invitationsPath(tournamentId) : null);

export const cancelInvitation = (tournamentId: string, teamId: string) =>
  request<unknown>(api.delete(`${invitationsPath(tournamentId)}/${encodeURIComponent(teamId)}`));

export type CreatedTeam = TeamRefRead & { abbreviation: string };

export async function createTeam(body: CreateTeamBody): Promise<CreatedTeam> {
  const envelope = await request<CreatedTeam>(api.post('teams/create', { json: body }));
  void refreshRead('lists', ALL_TEAMS_KEY, ALL_TEAMS_PATH).catch(() => {});
  return envelope.data as CreatedTeam;
}

/** Adds a player picked from the list, by id: the list never holds their full number. */
export const addPlayer = (teamId: string, playerId: string) =>
  request<{ id: string; name: string }>(api.post('teams/add-player', { json: { teamId, playerId } }));

const coOrganisersPath = (tournamentId: string) => `tournaments/co-organisers/${encodeURIComponent(tournamentId)}`;

/** A tournament's co-organisers (masked numbers, but other people's): read fresh, never kept on the phone. */
export const useCoOrganisers = (tournamentId: string) => useApiRead<CoOrganiser[]>(coOrganisersPath(tournamentId));

/** Whose account a typed number is, before anyone is added: the admin confirms the name. */
export const lookUpCoOrganiser = (tournamentId: string, phoneNumber: string) =>
  request<CoOrganiserLookup>(api.post('tournaments/co-organisers/lookup', { json: { tournamentId, phoneNumber } }));

export const addCoOrganiser = (tournamentId: string, phoneNumber: string) =>
  request<CoOrganiser>(api.post('tournaments/co-organisers', { json: { tournamentId, phoneNumber } }));

/** The admin removes a co-organiser, or a co-organiser leaves (their own id). */
export const removeCoOrganiser = (tournamentId: string, userId: string) =>
  request<unknown>(api.delete(`${coOrganisersPath(tournamentId)}/${encodeURIComponent(userId)}`));

export const createFixtures = (body: FixtureContainerBody) =>
  request<{ containerId: string; fixtureIds: string[] }>(api.post('fixture/container', { json: body }));

export const deleteFixture = (fixtureId: string) =>
  request<unknown>(api.delete(`fixture/delete/${encodeURIComponent(fixtureId)}`));

/** Sets the tournament's competition format: the server draws and writes its fixtures, so this needs signal. */
export const setCompetitionFormat = (tournamentId: string, body: CompetitionFormatInput) =>
  request<{ groups: { name: string; teamIds: string[] }[]; bracketMatches: string[] }>(
    api.post(`tournaments/${encodeURIComponent(tournamentId)}/format`, { json: body }),
  );

const formatPath = (tournamentId: string, call: string) =>
  `tournaments/${encodeURIComponent(tournamentId)}/format/${call}`;

export const setGroupTieBreak = (tournamentId: string, body: GroupTieBreakBody) =>
  request<{ preset: string; criteria: string[] }>(api.put(formatPath(tournamentId, 'tie-break'), { json: body }));

/** The admin records the order drawn of a group's teams level on everything. */
export const recordLots = (tournamentId: string, body: LotsBody) =>
  request<{ group: string; teamIds: string[] }>(api.post(formatPath(tournamentId, 'lots'), { json: body }));

export { refreshTeam, refreshTournament } from '../../components/reads';
