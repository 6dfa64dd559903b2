import type { FastifyInstance } from 'fastify';
import { serveReadsFromCache } from '../../plugins/read-cache';
import { fixtureReadRoutes } from './fixtures';
import { leaderboardReadRoutes } from './leaderboards';
import { teamReadRoutes } from './teams';
import { tournamentReadRoutes } from './tournaments';

/** The public reads (docs/api.md). */
export async function readRoutes(app: FastifyInstance) {
  serveReadsFromCache(app);
  await app.register(tournamentReadRoutes, { prefix: '/tournaments' });
  await app.register(teamReadRoutes, { prefix: '/teams' });
  await app.register(fixtureReadRoutes);
  await app.register(leaderboardReadRoutes, { prefix: '/leaderboard' });
}
