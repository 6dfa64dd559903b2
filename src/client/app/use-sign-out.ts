import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../lib/session';

/** How many changes of the signed-in user wait in the outbox (the phone's database loads on demand). */
export async function changesWaiting(): Promise<number> {
  const userId = useSession.getState().token?.user.id ?? null;
  const [{ localDb }, { sendableBy }] = await Promise.all([import('../db/local-db'), import('../sync/replay')]);
  return localDb.outbox.filter((row) => sendableBy(row, userId)).count();
}

/** Logout: the stored token goes at once, the server is told to revoke it when it can be reached. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = useSession.getState().token;
    if (token) {
      // The API client loads here: the first page of the app does without it.
      void import('../lib/api')
        .then(({ api }) => api.post('auth/logout', { headers: { authorization: `Bearer ${token.accessToken}` } }))
        .catch(() => undefined);
    }
    useSession.getState().signOut();
    navigate('/login');
  }, [navigate]);
}
