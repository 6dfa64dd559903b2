import ky, { HTTPError, TimeoutError } from 'ky';
import { isPublicRead } from '../../shared/public-reads';
import { networkAnswered } from './network-answers';
import { useSession } from './session';

/** The call's path under /api/, for telling public reads from the rest. */
const apiPath = (url: string) => new URL(url).pathname.replace(/^\/api\//, '');

/**
 * The API on the same origin. The bearer token goes with every call that needs one, never with a
 * public read: those answers are the same for everyone and cached for everyone.
 */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: 15_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = useSession.getState().token;
        if (token && !request.headers.has('authorization') && !isPublicRead(request.method, apiPath(request.url))) {
          request.headers.set('authorization', `Bearer ${token.accessToken}`);
        }
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        // Any status is an answer from the server, except one the service worker made up from its cache.
        if (!response.headers.has('x-pitchside-from-cache')) networkAnswered();
      },
    ],
  },
});

export interface Envelope<T> {
  status: 'success' | 'error';
  message?: string;
  data?: T;
}

/** Calls the API and answers the whole envelope; throws ApiError with the server's message. */
export async function request<T>(call: Promise<Response>): Promise<Envelope<T>> {
  try {
    const response = await call;
    return (await response.json()) as Envelope<T>;
  } catch (error) {
    throw await ApiError.from(error);
  }
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(message);
  }

  static async from(error: unknown): Promise<ApiError> {
    // Already converted (e.g. by refreshRead): keep its HTTP status, or a 404 would read as "offline".
    if (error instanceof ApiError) return error;
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => null)) as Envelope<unknown> | null;
      const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
      return new ApiError(serverMessage ?? error.message, error.response.status, serverMessage);
    }
    if (error instanceof TimeoutError) return new ApiError('The server took too long to answer.', 0, null);
    return new ApiError(error instanceof Error ? error.message : String(error), 0, null);
  }
}

/** The message a user should see: the server's own words, else the screen's fallback text (docs/rules.md#texts). */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * Why a call that needs the server failed (like adding a team), for the user: no signal says so
 * plainly (`offline`); otherwise the server's words, else `fallback`.
 */
export const serverCallFailure = (offline: string) => (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 0 ? offline : userMessage(error, fallback);
