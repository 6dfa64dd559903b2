import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState } from 'react';

type Answer<T> = { value: T } | { error: unknown };

/**
 * Dexie's useLiveQuery, with every answer drawn as a transition. An answer delivered from IndexedDB
 * is an ordinary update to React, which renders it in one block it cannot pause: a tournament's
 * fixtures or a match held a slow phone's main thread for a third of a second, taps waiting. As a
 * transition the render is cut into slices the phone can answer taps between.
 *
 * The answer is React state, not a value kept beside it (as useLiveQuery keeps it): a render
 * between the answer and its transition would otherwise draw the new answer with the old state
 * around it. Until the first answer (and, after `deps` change, until the next) it returns the last
 * one, or undefined; a failed query throws at render, for the screen's error boundary.
 */
export function useTransitionLiveQuery<T>(query: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>();
  const follow = () => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => startTransition(() => setAnswer({ value })),
      error: (error: unknown) => startTransition(() => setAnswer({ error })),
    });
    return () => subscription.unsubscribe();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the caller's, renewed with its deps as useLiveQuery's is
  useEffect(follow, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
