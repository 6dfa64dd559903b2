import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { lineupCallBody } from '../../../shared/schemas/match-day';
import { lineup } from '../../../shared/schemas/reads';
import { writeKey } from '../../services/writes/idempotency';
import { saveLineup } from '../../services/writes/lineups';
import { writeRateLimit } from '../rate-limit';
import { idempotencyHeaders } from './idempotency-header';

const tags = ['lineups'];
const security = [{ bearer: [] }];
const description =
  'Idempotent on the body id (repeated as Idempotency-Key), or on the Idempotency-Key alone when the body has no id: a replay answers the original result, the key with another body is a 422. Sent with neither, each call is a new write.';

export async function lineupWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { writes } = app.ctx;
  const preParsing = app.authenticate;
  const config = writeRateLimit(app);

  for (const mode of ['create', 'update'] as const) {
    const create = mode === 'create';
    const status = create ? 201 : 200;
    app.route({
      method: create ? 'POST' : 'PUT',
      url: `/${mode}`,
      preParsing,
      config,
      schema: {
        tags,
        security,
        summary: create
          ? "Submit a team's lineup for a fixture (the tournament's admin or co-organisers); a second create is a 409"
          : "Replace a team's submitted lineup for a fixture (the tournament's admin or co-organisers)",
        description,
        headers: idempotencyHeaders,
        body: lineupCallBody,
        response: { [status]: successEnvelope(lineup) },
      },
      handler: async (request, reply) => {
        const { id, key } = writeKey(request.headers['idempotency-key'], request.body.id);
        const result = await writes.run(request.log, (tx, changes) =>
          saveLineup(tx, request.userId, key, { ...request.body, id }, mode, changes),
        );
        return reply.code(result.statusCode).send({ status: 'success', ...result.body });
      },
    });
  }
}
