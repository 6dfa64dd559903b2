import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { messageEnvelope, successEnvelope } from '../../../shared/schemas/envelope';
import { idParam } from '../../../shared/schemas/reads';
import { fixtureContainerBody, fixtureUpdateBody } from '../../../shared/schemas/writes';
import { BODY_LIMIT } from '../../body-limit';
import { createFixtures, deleteFixture, updateFixture } from '../../services/writes/fixtures';
import { writeRateLimit } from '../rate-limit';
import { idempotencyHeaders } from './idempotency-header';

const tags = ['fixtures'];
const security = [{ bearer: [] }];

export async function fixtureWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { writes } = app.ctx;
  const preParsing = app.authenticate;
  const params = idParam('Fixture id');

  app.post(
    '/container',
    {
      preParsing,
      bodyLimit: BODY_LIMIT.list,
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary: "Create fixtures (its admin or co-organisers): dates and times are in the tournament's time zone",
        body: fixtureContainerBody,
        response: { 201: successEnvelope(z.object({ containerId: z.string(), fixtureIds: z.array(z.string()) })) },
      },
    },
    async (request, reply) => {
      const data = await writes.run(request.log, async (tx, changes) => {
        const created = await createFixtures(tx, request.userId, request.body);
        changes.tournament(request.body.tournamentId, 'fixtures');
        return created;
      });
      return reply.code(201).send({ status: 'success', message: messages.server.fixturesCreated, data });
    },
  );

  app.put(
    '/update/:id',
    {
      preParsing,
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary:
          'Update date, status or score (its admin or co-organisers); status never goes back, events decide the score',
        description:
          'With an Idempotency-Key header a replay answers the original result; the key with another body is a 422.',
        headers: idempotencyHeaders,
        params,
        body: fixtureUpdateBody,
        response: {
          200: successEnvelope(
            z.object({ id: z.string(), status: z.string(), homeScore: z.number(), awayScore: z.number() }),
          ),
        },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      const answer = await writes.run(request.log, (tx, changes) =>
        updateFixture(tx, request.userId, request.params.id, request.body, changes, key),
      );
      return { status: 'success' as const, ...answer };
    },
  );

  app.delete(
    '/delete/:id',
    {
      preParsing,
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary: 'Delete a fixture and its events (its admin or co-organisers)',
        params,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await writes.run(request.log, (tx, changes) => deleteFixture(tx, request.userId, request.params.id, changes));
      return { status: 'success' as const, message: messages.server.fixtureDeleted };
    },
  );
}
