import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_CHECK_INTERVAL_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { nowSeconds, refreshSession, useSession } from '../lib/session';
import { refreshDue } from '../lib/token-refresh';

/**
 * The token is checked at load and every 60 s (docs/rules.md#accounts-sessions-and-codes).
 * Within an hour of its expiry it is renewed with the refresh token, so a session lasts the
 * tournament day; only when the server
 * refuses the refresh does the user go to /login, told that the session has expired. Without signal
 * the user stays signed in (their saved changes wait) and the next check tries again.
 */
export function SessionWatch() {
  const navigate = useNavigate();
  const ended = useSession((state) => state.ended);
  useEffect(() => {
    if (!ended) return;
    useSession.setState({ ended: false });
    // The toast code loads here: the first page of the app does without it.
    void import('./toasts').then(({ toast }) => toast.error(messages.auth.sessionExpired));
    navigate('/login');
  }, [ended, navigate]);
  useEffect(() => {
    const check = () => {
      const { token } = useSession.getState();
      if (token && refreshDue(token, nowSeconds())) void refreshSession();
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
