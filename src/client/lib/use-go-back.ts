import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** The page the open screen sits under (a match: its tournament), named by the screen; null: the landing page. */
let pageAbove: string | null = null;

/**
 * Names the page Back leads to when this screen was opened from a link (a match shared in a chat): a fan
 * then goes up to the match's tournament rather than out to the landing page.
 */
export function usePageAbove(path: string | null): void {
  useEffect(() => {
    pageAbove = path;
    return () => {
      pageAbove = null;
    };
  }, [path]);
}

/**
 * Back to the page before, within the app. A page opened from a link has none (the router counts
 * its entries in history.state.idx): going back would leave the app, or do nothing in a new tab,
 * so it goes to the page the screen sits under, or to the landing page.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else navigate(pageAbove ?? '/', { replace: true });
  };
}
