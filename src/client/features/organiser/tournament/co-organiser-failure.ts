import { organiserMessages } from '../../../../shared/messages';
import { ApiError, userMessage } from '../../../lib/api';

/**
 * Why a co-organiser call failed, for the user: these calls need the server (like adding a team),
 * so no signal says so plainly; otherwise the server's words, else `fallback`.
 */
export const coOrganiserFailure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 0
    ? organiserMessages.coOrganisers.offline
    : userMessage(error, fallback);
