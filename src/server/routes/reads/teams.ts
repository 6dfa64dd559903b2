import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { uuid } from '../../../shared/schemas/fields';
import { teamDetail, teamListItem } from '../../../shared/schemas/reads';
import { allTeams, teamDetail as loadTeam } from '../../services/reads/teams';

const tags = ['teams'];

export async function teamReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/all',
    { schema: { tags, summary: 'Every team', response: { 200: successEnvelope(z.array(teamListItem)) } } },
    async () => ({ status: 'success' as const, data: await allTeams(db) }),
  );

  app.get(
    '/all/:teamId',
    {
      schema: {
        tags,
        summary: 'One team with its manager, members, fixtures and tournaments',
        params: z.object({ teamId: uuid('Team id') }),
        response: { 200: successEnvelope(teamDetail) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await loadTeam(db, request.params.teamId) }),
  );
}
