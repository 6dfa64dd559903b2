import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchWriteMessages as m } from '../../shared/messages';
import { successEnvelope } from '../../shared/schemas/envelope';
import { matchLogAnswer, matchLogEntryBody, matchLogQuery } from '../../shared/schemas/match-log';
import { idParam } from '../../shared/schemas/reads';
import { appendEntries, soleOutcome } from '../services/match-log/append';
import { loggedRows } from '../services/match-log/store';
import { fixtureOwnedBy } from '../services/writes/authorize';
import { requestHash, writeKey } from '../services/writes/idempotency';
import { writeRateLimit } from './rate-limit';
import { idempotencyHeaders } from './writes/idempotency-header';

const tags = ['match log'];
const security = [{ bearer: [] }];

/**
 * A match's scoring record for its organisers' trackers (docs/match-log.md): read from a cursor,
 * appended one entry at a time. The fixture's live stream announces every append.
 */
export async function matchLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, writes } = app.ctx;
  // Who is calling comes before anything about the request.
  const preParsing = app.authenticate;

  app.get(
    '/fixture/:id',
    {
      preParsing,
      schema: {
        tags,
        security,
        summary: "The entries of a fixture's log after the cursor `after` (its organisers only)",
        params: idParam('Fixture id'),
        querystring: matchLogQuery,
        response: { 200: successEnvelope(matchLogAnswer) },
      },
    },
    async (request, reply) => {
      await fixtureOwnedBy(db, request.params.id, request.userId);
      const rows = await loggedRows(db, request.params.id, request.query.after);
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        data: {
          fixtureId: request.params.id,
          entries: rows.map((row) => ({
            seq: row.seq,
            entry: row.entry as Record<string, unknown>,
            authorId: row.authorId,
          })),
          cursor: rows.at(-1)?.seq ?? request.query.after,
          serverTime: Date.now(),
        },
      };
    },
  );

  app.post(
    '/entry',
    {
      preParsing,
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary: "Append one tracker entry to a fixture's log (its organisers only)",
        description:
          'Checked by the tracker rules at its place in time; a refusal is a 409 with the reason. Idempotent on the entry id (repeated as Idempotency-Key).',
        headers: idempotencyHeaders,
        body: matchLogEntryBody,
        response: {
          200: successEnvelope(z.object({ id: z.string(), seq: z.number(), replayed: z.boolean() })),
          201: successEnvelope(z.object({ id: z.string(), seq: z.number(), replayed: z.boolean() })),
        },
      },
    },
    async (request, reply) => {
      const { fixtureId, entry } = request.body;
      writeKey(request.headers['idempotency-key'], entry.id);
      const hash = requestHash('matchLog.entry', request.body);
      const appended = await writes.run(request.log, (tx, changes) =>
        appendEntries(tx, request.userId, fixtureId, [{ entry, hash }], changes),
      );
      const outcome = soleOutcome(appended);
      const replayed = outcome.outcome === 'replayed';
      return reply
        .code(replayed ? 200 : 201)
        .send({ status: 'success', message: m.entryRecorded, data: { id: outcome.id, seq: outcome.seq, replayed } });
    },
  );
}
