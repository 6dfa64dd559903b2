import { useNavigate } from 'react-router-dom';

/**
 * Back to the page before, within the app. A page opened from a link has none (the router counts
 * its entries in history.state.idx): going back would leave the app, or do nothing in a new tab,
 * so it goes to the landing page instead.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
}
