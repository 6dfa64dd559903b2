import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupEvents } from '../../../shared/domain/event-grouping';
import { messages } from '../../../shared/messages';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { uuid } from '../../../shared/schemas/fields';
import { fixtureDetail, idParam, lineup, matchEvent } from '../../../shared/schemas/reads';
import { notFound } from '../../http-error';
import { fixtureEvents, fixtureDetail as loadFixture } from '../../services/reads/fixtures';
import { lineupsOf } from '../../services/reads/lineups';

export async function fixtureReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/fixture/all/:id',
    {
      schema: {
        tags: ['fixtures'],
        summary: 'One fixture with both teams, their lineups and members, and its tournament',
        params: idParam('Fixture id'),
        response: { 200: successEnvelope(fixtureDetail) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await loadFixture(db, request.params.id) }),
  );

  app.get(
    '/matchEvent/fixture/:id',
    {
      schema: {
        tags: ['match events'],
        summary: 'Events of a fixture as recorded, and grouped for display (GOAL, PENALTY, CARD, SUBSTITUTION, OTHER)',
        params: idParam('Fixture id'),
        response: {
          200: successEnvelope(
            z.object({ matchEvents: z.array(matchEvent), processedEvents: z.record(z.string(), z.array(matchEvent)) }),
          ),
        },
      },
    },
    async (request) => {
      const matchEvents = await fixtureEvents(db, request.params.id);
      return { status: 'success' as const, data: { matchEvents, processedEvents: groupEvents(matchEvents) } };
    },
  );

  app.get(
    '/lineup/fixture/:fixtureId/team/:teamId',
    {
      preParsing: app.authenticate,
      schema: {
        tags: ['lineups'],
        security: [{ bearer: [] }],
        summary: "A team's lineup for a fixture",
        params: z.object({ fixtureId: uuid('Fixture id'), teamId: uuid('Team id') }),
        response: { 200: successEnvelope(lineup) },
      },
    },
    async (request) => {
      const [found] = await lineupsOf(db, request.params.fixtureId, request.params.teamId);
      if (!found) throw notFound(messages.server.lineupNotFound);
      return { status: 'success' as const, data: found };
    },
  );
}
