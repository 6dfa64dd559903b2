import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMessages } from '../../../shared/domain/formats';
import { competitionFormatBody } from '../../../shared/schemas/competition';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { idParam } from '../../../shared/schemas/reads';
import { BODY_LIMIT } from '../../body-limit';
import { setCompetitionFormat } from '../../services/writes/competition-format';
import { writeRateLimit } from '../rate-limit';

export async function competitionFormatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { writes } = app.ctx;

  app.post(
    '/:id/format',
    {
      preParsing: app.authenticate,
      bodyLimit: BODY_LIMIT.list,
      config: writeRateLimit(app),
      schema: {
        tags: ['tournaments'],
        security: [{ bearer: [] }],
        summary:
          "Set the competition format (its admin or co-organisers): a league, groups then knockout, or a knockout; writes the group fixtures on the tournament's days and the bracket",
        description:
          'Groups are set by hand (`groups`) or drawn (`groupCount`, `seed`); a knockout takes its `seeds` or draws them. ' +
          'When the tournament has fixtures already, a 409 says what would change unless `confirm` is true: ' +
          'unplayed fixtures are then deleted and played ones kept outside the format. Knockout fixtures are written once both their teams are known.',
        params: idParam('Tournament id'),
        body: competitionFormatBody,
        response: {
          201: successEnvelope(
            z.object({
              groups: z.array(z.object({ name: z.string(), teamIds: z.array(z.string()) })),
              bracketMatches: z.array(z.string()),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const data = await writes.run(request.log, async (tx, changes) => {
        const set = await setCompetitionFormat(tx, request.userId, request.params.id, request.body);
        changes.tournament(request.params.id, 'fixtures');
        return { groups: set.groups, bracketMatches: set.bracket?.matches.map((b) => b.id) ?? [] };
      });
      return reply.code(201).send({ status: 'success', message: formatMessages.changes.set, data });
    },
  );
}
