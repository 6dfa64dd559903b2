import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { awardsData, leaderboardRow, standingsRow } from '../../../shared/schemas/leaderboards';
import { idParam } from '../../../shared/schemas/reads';
import { awardsOf, leaderboardOf, standingsOf } from '../../services/reads/leaderboards';

const tags = ['leaderboards'];
const params = idParam('Tournament id');

export async function leaderboardReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/standings/:id',
    {
      schema: {
        tags,
        summary: 'League table from the finished fixtures: points, goal difference, goals for, head-to-head, name',
        params,
        response: { 200: successEnvelope(z.array(standingsRow)) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await standingsOf(db, request.params.id) }),
  );

  app.get(
    '/tournament/:id',
    {
      schema: {
        tags,
        summary: 'Every player of the tournament with goals, assists, saves, matches, minutes and clean sheets',
        params,
        response: { 200: successEnvelope(z.array(leaderboardRow)) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await leaderboardOf(db, request.params.id) }),
  );

  app.get(
    '/awards/:id',
    {
      schema: {
        tags,
        summary: 'Golden Boot, Golden Glove and assists tables',
        params,
        response: { 200: successEnvelope(awardsData) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await awardsOf(db, request.params.id) }),
  );
}
