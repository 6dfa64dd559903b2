import { useEffect, useState } from 'react';
import { localDb } from './local-db';

/**
 * Whether the phone's database cannot be opened (private browsing on some browsers, storage turned
 * off): the screens that save on the phone first say so instead of failing later.
 */
export function useStorageProblem(): boolean {
  const [problem, setProblem] = useState(false);
  useEffect(() => {
    let live = true;
    localDb.open().catch(() => {
      if (live) setProblem(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return problem;
}
