import type { TokenData } from '../../shared/schemas/auth';

/** Refresh the access token when less than this is left (the 60 s session check sees it in time). */
export const REFRESH_BEFORE_EXPIRY_S = 3600;
const LOCK = 'pitchside-token-refresh';

/** The stored token as the refresher needs it (the token object plus exp). */
export interface RefreshableToken {
  accessToken: string;
  refreshToken: string;
  exp: number;
}

/** What a refresh came to: a new token, a refusal (the session is over), or no answer (try later). */
export type RefreshOutcome = 'refreshed' | 'ended' | 'unreachable';

export interface RefresherDeps<T extends RefreshableToken> {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  origin: string;
  /** The token every tab shares (localStorage): read inside the lock, so a tab sees another's refresh. */
  read(): T | null;
  store(data: TokenData): void;
  /** Only one tab refreshes at a time; without it (Node, old browsers) the call runs as it is. */
  locks?: { request<R>(name: string, callback: () => Promise<R>): Promise<R> };
}

/**
 * Trades the refresh token for new ones once across tabs: inside the lock the stored
 * token is read again, and when another tab has already replaced `stale` (the refresh token of the
 * session that failed or is about to expire), the new one is used; each refresh token works once.
 */
export function createRefresher<T extends RefreshableToken>(deps: RefresherDeps<T>) {
  const refresh = async (stale: string): Promise<RefreshOutcome> => {
    const current = deps.read();
    if (!current) return 'ended';
    if (current.refreshToken !== stale) return 'refreshed';
    let response: Response;
    try {
      response = await deps.fetch(new URL('/api/auth/refresh', deps.origin).href, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: current.refreshToken }),
      });
    } catch {
      return 'unreachable';
    }
    if (response.status >= 500 || response.status === 429 || response.status === 408) return 'unreachable';
    if (!response.ok) return 'ended';
    const body = (await response.json()) as { data?: TokenData };
    if (!body.data) return 'unreachable';
    deps.store(body.data);
    return 'refreshed';
  };
  return (stale: string): Promise<RefreshOutcome> =>
    deps.locks ? deps.locks.request(LOCK, () => refresh(stale)) : refresh(stale);
}

/** Whether the token should be refreshed now: it expires within the hour (or has expired). */
export const refreshDue = (token: { exp: number }, nowSeconds: number) =>
  token.exp - nowSeconds <= REFRESH_BEFORE_EXPIRY_S;
