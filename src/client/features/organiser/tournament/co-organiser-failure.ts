import { organiserMessages } from '../../../../shared/messages';
import { ApiError, userMessage } from '../../../lib/api';

/**
 * Why a call that needs the server failed (like adding a team), for the user: no signal says so
 * plainly (`offline`); otherwise the server's words, else `fallback`.
 */
export const serverCallFailure = (offline: string) => (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 0 ? offline : userMessage(error, fallback);

export const coOrganiserFailure = serverCallFailure(organiserMessages.coOrganisers.offline);
