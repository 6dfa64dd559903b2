import { create } from 'zustand';
import { SESSION_LIFETIME_SECONDS } from '../../shared/constants';
import type { TokenData } from '../../shared/schemas/auth';

/** The token object of SPEC §3, stored under 'token': the login or verify answer plus exp (unix seconds). */
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

export const isExpired = (token: StoredToken, at = nowSeconds()) => token.exp <= at;

interface SessionState {
  token: StoredToken | null;
  signIn(data: TokenData): void;
  signOut(): void;
}

export const useSession = create<SessionState>((set) => ({
  token: readToken(),
  signIn(data) {
    const token: StoredToken = { ...data, exp: nowSeconds() + (data.expiresIn || SESSION_LIFETIME_SECONDS) };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(token));
    set({ token });
  },
  signOut() {
    localStorage.removeItem(STORAGE_KEY);
    set({ token: null });
  },
}));

/** Logged in is "a token is stored" (SPEC §4); the expiry watch removes an expired one. */
export const useIsLoggedIn = () => useSession((state) => state.token !== null);

export const currentUserId = () => useSession.getState().token?.user.id ?? null;

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) useSession.setState({ token: readToken() });
  });
}
