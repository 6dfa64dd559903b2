import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_CHECK_INTERVAL_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { isExpired, useSession } from '../lib/session';
import { toast } from './toasts';

/** SPEC §4: the token is checked at load and every 60 s; an expired one logs the user out. */
export function SessionWatch() {
  const navigate = useNavigate();
  useEffect(() => {
    const check = () => {
      const { token, signOut } = useSession.getState();
      if (token && isExpired(token)) {
        signOut();
        toast.error(messages.auth.sessionExpired);
        navigate('/login');
      }
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);
  return null;
}
