import { useCallback, useState } from 'react';

const keyOf = (fixtureId: string) => `pitchside-no-replacement:${fixtureId}`;

function read(fixtureId: string): readonly string[] {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(keyOf(fixtureId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return []; // storage refused or spoilt: the prompt asks again
  }
}

/**
 * The sent-off players of `fixtureId` whose team plays on without a replacement, and the answer
 * that adds one; remembered on this phone, so the Substitution-needed prompt, answered once, does
 * not come back after a reload.
 */
export function useNoReplacement(fixtureId: string): [readonly string[], (playerOffId: string) => void] {
  const [answered, setAnswered] = useState(() => ({ fixtureId, ids: read(fixtureId) }));
  const ids = answered.fixtureId === fixtureId ? answered.ids : read(fixtureId);
  const add = useCallback(
    (playerOffId: string) => {
      const next = [...read(fixtureId).filter((id) => id !== playerOffId), playerOffId];
      try {
        globalThis.localStorage?.setItem(keyOf(fixtureId), JSON.stringify(next));
      } catch {
        // Not remembered, but answered for this visit.
      }
      setAnswered({ fixtureId, ids: next });
    },
    [fixtureId],
  );
  return [ids, add];
}
