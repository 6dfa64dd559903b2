import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMessages } from '../../../shared/domain/formats';
import { groupTieBreakBody, lotsBody } from '../../../shared/schemas/competition';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { idParam } from '../../../shared/schemas/reads';
import { BODY_LIMIT } from '../../body-limit';
import { recordLots, setGroupTieBreak } from '../../services/writes/competition-tie-break';
import { writeRateLimit } from '../rate-limit';

/** The calls that settle level teams of a competition's groups: a group's tie-break order and a drawing of lots. */
export async function competitionTieBreakRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { writes } = app.ctx;

  app.put(
    '/:id/format/tie-break',
    {
      preParsing: app.authenticate,
      bodyLimit: BODY_LIMIT.list,
      config: writeRateLimit(app),
      schema: {
        tags: ['tournaments'],
        security: [{ bearer: [] }],
        summary: "Set a group's tie-break order, or every group's (its admin or co-organisers)",
        description:
          'A preset and fair play for `group`, or for the tournament (every group and the best-placed) when `group` is left out. ' +
          'The bracket follows; 409 when a knockout match already started would get other teams.',
        params: idParam('Tournament id'),
        body: groupTieBreakBody,
        response: {
          200: successEnvelope(z.object({ preset: z.string(), criteria: z.array(z.string()) })),
        },
      },
    },
    async (request, reply) => {
      const data = await writes.run(request.log, async (tx, changes) => {
        changes.tournament(request.params.id, 'fixtures');
        return setGroupTieBreak(tx, request.userId, request.params.id, request.body, changes);
      });
      return reply.send({ status: 'success', message: formatMessages.changes.tieBreakSet, data });
    },
  );

  app.post(
    '/:id/format/lots',
    {
      preParsing: app.authenticate,
      bodyLimit: BODY_LIMIT.list,
      config: writeRateLimit(app),
      schema: {
        tags: ['tournaments'],
        security: [{ bearer: [] }],
        summary: 'Record a drawing of lots (the tournament admin only)',
        description:
          "The order drawn of a complete group's teams (`group` 'A', or 'best-placed' once every group is complete) level on every other criterion. " +
          '400 when the teams are not exactly those level, 409 while the group is not complete or when a knockout match already started would get other teams.',
        params: idParam('Tournament id'),
        body: lotsBody,
        response: { 201: successEnvelope(z.object({ group: z.string(), teamIds: z.array(z.string()) })) },
      },
    },
    async (request, reply) => {
      const data = await writes.run(request.log, async (tx, changes) => {
        changes.tournament(request.params.id, 'fixtures');
        const teamIds = await recordLots(tx, request.userId, request.params.id, request.body, changes);
        return { group: request.body.group, teamIds };
      });
      return reply.code(201).send({ status: 'success', message: formatMessages.changes.lotsRecorded, data });
    },
  );
}
