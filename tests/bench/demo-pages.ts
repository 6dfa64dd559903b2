import type { demoServer } from './match-day';

/** The pages the page-load benchmarks open on the demo: the landing page, the live league and its live match. */
export async function demoPages(server: Awaited<ReturnType<typeof demoServer>>) {
  const league = await server.api.cityLeague();
  const live = league.fixtures.find((f) => f.status === 'SECOND_HALF');
  if (!live) throw new Error('no live match in the demo league');
  return [
    { page: 'landing', path: '/' },
    { page: 'live tournament', path: `/tournaments/livetournaments/${league.id}` },
    { page: 'live match', path: `/tournaments/team/players/${live.id}` },
  ];
}
