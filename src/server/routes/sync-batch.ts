import { PassThrough } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchWriteMessages as m } from '../../shared/messages';
import { successEnvelope } from '../../shared/schemas/envelope';
import { syncBatchAnswer, syncBatchBody } from '../../shared/schemas/sync-batch';
import { BODY_LIMIT } from '../body-limit';
import { HttpError } from '../http-error';
import { applyBatch } from '../services/sync-batch';
import { writeRateLimit } from './rate-limit';

/**
 * POST /api/sync/batch (docs/offline.md): a phone's outbox in as few round trips as possible. The body
 * may come gzipped (`Content-Encoding: gzip`), as a phone on a slow line sends a large backlog; the
 * size limit applies to the unzipped body.
 */
/** A phone may gzip its backlog; the body limit then applies to the unzipped bytes. */
async function gunzipWhenAsked(request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) {
  const encoding = request.headers['content-encoding'] ?? 'identity';
  if (encoding === 'identity') return payload;
  if (encoding !== 'gzip') throw new HttpError(415, m.batchEncoding);
  delete request.headers['content-length'];
  const gunzip = createGunzip();
  const unzipped = new PassThrough();
  payload.on('error', (error) => unzipped.destroy(error));
  gunzip.on('error', () => unzipped.destroy(new HttpError(400, m.batchNotGzip)));
  return payload.pipe(gunzip).pipe(unzipped);
}

export async function syncBatchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { writes } = app.ctx;

  app.post(
    '/batch',
    {
      // Who is calling comes before anything about the body; the body is unzipped only then.
      preParsing: [app.authenticate, gunzipWhenAsked],
      bodyLimit: BODY_LIMIT.list,
      config: writeRateLimit(app),
      schema: {
        tags: ['sync'],
        security: [{ bearer: [] }],
        summary: 'Send queued writes in one request, each answered on its own',
        description:
          'Carries match log entries and lineup writes, in the order they were made. Each is checked as its single call would be; a refused one does not stop the others. After a write the server could not take (`failed`), the later writes of the same fixture are not tried and get no result.',
        body: syncBatchBody,
        response: { 200: successEnvelope(syncBatchAnswer) },
      },
    },
    async (request) => {
      const results = await applyBatch(writes, request.userId, request.body.writes, request.log);
      return { status: 'success' as const, data: { results } };
    },
  );
}
