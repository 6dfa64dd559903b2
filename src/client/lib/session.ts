import { create } from 'zustand';
import { SESSION_LIFETIME_SECONDS } from '../../shared/constants';
import type { TokenData } from '../../shared/schemas/auth';
import { createRefresher, type RefreshOutcome } from './token-refresh';

/** The token object (docs/rules.md#accounts-sessions-and-codes), stored under 'token': the login or verify answer plus exp (unix seconds). */
export type StoredToken = TokenData & { exp: number };

const STORAGE_KEY = 'token';

function readToken(): StoredToken | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const token = JSON.parse(raw) as StoredToken;
    return typeof token.accessToken === 'string' && typeof token.exp === 'number' ? token : null;
  } catch {
    return null;
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

interface SessionState {
  token: StoredToken | null;
  /** The session ended on its own (its refresh token refused): the screens say so once. */
  ended: boolean;
  signIn(data: TokenData): void;
  signOut(): void;
  /** The server refused the refresh token: signed out, and told so. */
  end(): void;
}

export const useSession = create<SessionState>((set) => ({
  token: readToken(),
  ended: false,
  signIn(data) {
    const token: StoredToken = { ...data, exp: nowSeconds() + (data.expiresIn || SESSION_LIFETIME_SECONDS) };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(token));
    set({ token, ended: false });
  },
  signOut() {
    localStorage.removeItem(STORAGE_KEY);
    set({ token: null });
  },
  end() {
    localStorage.removeItem(STORAGE_KEY);
    set({ token: null, ended: true });
  },
}));

const refresher = createRefresher<StoredToken>({
  fetch: (url, init) => fetch(url, init),
  origin: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  read: readToken,
  store: (data) => useSession.getState().signIn(data),
  locks:
    typeof navigator !== 'undefined' && navigator.locks
      ? // The lock's callback answers a promise: the lock's answer is that promise's value.
        {
          request: <R>(name: string, callback: () => Promise<R>) =>
            navigator.locks.request(name, callback) as Promise<R>,
        }
      : undefined,
});

/**
 * Renews the session's tokens before the access token expires or after the server refused it
 * once across tabs. A refused refresh token ends the session; no answer changes nothing.
 */
export async function refreshSession(): Promise<RefreshOutcome> {
  const token = useSession.getState().token;
  if (!token) return 'ended';
  const outcome = await refresher(token.refreshToken);
  if (outcome === 'refreshed') useSession.setState({ token: readToken() });
  if (outcome === 'ended' && useSession.getState().token) useSession.getState().end();
  return outcome;
}

/** Logged in is "a token is stored" (docs/rules.md#accounts-sessions-and-codes); the expiry watch removes an expired one. */
export const useIsLoggedIn = () => useSession((state) => state.token !== null);

export const currentUserId = () => useSession.getState().token?.user.id ?? null;

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) useSession.setState({ token: readToken() });
  });
}
