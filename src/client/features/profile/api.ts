import type { Profile, UpdateUserDetailsBody } from '../../../shared/schemas/auth';
import type { TeamRefRead } from '../../../shared/schemas/reads';
import { api, request } from '../../lib/api';
import { useApiRead } from '../../lib/use-api-read';
import { useCachedRead } from '../../lib/use-cached-read';

/** The signed-in player's own profile: read fresh, never kept on the phone (email, date of birth). */
export const useProfile = (userId: string | null) => useApiRead<Profile>(userId ? 'auth/getProfile' : null);

/** Teams the user manages or plays in: public things, kept for offline like other lists. */
export const useMyTeams = (userId: string | null) =>
  useCachedRead<TeamRefRead[]>('lists', userId ? `my-teams:${userId}` : null, userId ? 'teams/user/my-teams' : null);

export const updateProfile = (body: UpdateUserDetailsBody) =>
  request<Profile>(api.put('auth/updateUserdetails', { json: body }));
