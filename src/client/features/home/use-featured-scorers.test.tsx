import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { LeaderboardRowRead } from '../../../shared/schemas/leaderboards';
import type { TournamentSummary } from '../../../shared/schemas/reads';
import { localDb } from '../../db/local-db';
import { json, stubFetch } from '../auth/test-fetch';
import { useFeaturedScorers } from './use-featured-scorers';

afterEach(async () => {
  vi.unstubAllGlobals();
  await localDb.leaderboards.clear();
});

const scorer: LeaderboardRowRead = {
  playerId: 'p1',
  player: { id: 'p1', name: 'Ravi Kumar', image: null },
  team: null,
  goals: 4,
  assists: 0,
  saves: 0,
  matches: 2,
  matchesPlayed: 2,
  minutes: 180,
  cleanSheets: 0,
  matchesInGoal: 0,
};
const league = { id: 'league-1', name: 'City League' } as TournamentSummary;

it('on a first visit shows the scorers the network brings, never "no goals" while the phone catches up', async () => {
  stubFetch(async () => json(200, { data: [scorer] }));
  const seen: { featured: string | null; settled: boolean }[] = [];
  const { result } = renderHook(() => {
    const state = useFeaturedScorers([league]);
    seen.push({ featured: state.featured?.scorers[0]?.player.name ?? null, settled: state.settled });
    return state;
  });

  await waitFor(() => expect(result.current.featured?.scorers.map((s) => s.player.name)).toEqual(['Ravi Kumar']));
  expect(seen.filter((s) => s.settled && !s.featured)).toEqual([]);
});
