import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchWriteMessages as m } from '../../../shared/messages';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { matchEventBody, matchEventCorrectionBody, matchEventUndoBody } from '../../../shared/schemas/match-day';
import { writeKey } from '../../services/writes/idempotency';
import { correctEvent, recordEvent, undoEvent } from '../../services/writes/match-events';
import { writeRateLimit } from '../rate-limit';
import { idempotencyHeaders } from './idempotency-header';

const tags = ['match events'];
const security = [{ bearer: [] }];

const recordedEvent = z.object({
  id: z.string(),
  fixtureId: z.string(),
  teamId: z.string().nullable(),
  playerId: z.string().nullable(),
  substitutePlayerId: z.string().nullable(),
  type: z.string(),
  minute: z.number(),
  penaltyOutcome: z.string().nullable(),
  isShootout: z.boolean(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

const recordedChange = z.object({
  id: z.string(),
  fixtureId: z.string(),
  targetId: z.string(),
  kind: z.string(),
  teamId: z.string().nullable(),
  playerId: z.string().nullable(),
  type: z.string().nullable(),
  minute: z.number().nullable(),
  penaltyOutcome: z.string().nullable(),
  createdAt: z.string(),
});

const REPLAY_NOTE =
  'Idempotent on the body id (repeated as Idempotency-Key): a replay answers the original result, the id with another body is a 422.';

const SPEC_EVENT_NOTE =
  'The body id may be left out: the Idempotency-Key is then the id, and with neither each call records a new event. The penalty outcome may be sent as outcome or penaltyOutcome, metadata as an object or its JSON text.';

export async function matchEventWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { writes } = app.ctx;
  const preParsing = app.authenticate;
  const config = writeRateLimit(app);

  app.post(
    '/create',
    {
      preParsing,
      config,
      schema: {
        tags,
        security,
        summary: "Record a match event (tournament admin only); the fixture's score follows its events",
        description: `${REPLAY_NOTE} ${SPEC_EVENT_NOTE}`,
        headers: idempotencyHeaders,
        body: matchEventBody,
        response: { 201: successEnvelope(recordedEvent) },
      },
    },
    async (request, reply) => {
      const { id } = writeKey(request.headers['idempotency-key'], request.body.id);
      const data = await writes.run(request.log, (tx, changes) =>
        recordEvent(tx, request.userId, request.body, id, changes),
      );
      return reply.code(201).send({ status: 'success', message: m.eventRecorded, data });
    },
  );

  app.post(
    '/undo',
    {
      preParsing,
      config,
      schema: {
        tags,
        security,
        summary: 'Undo an event or a correction (tournament admin only): it stops counting, both stay on record',
        description: REPLAY_NOTE,
        headers: idempotencyHeaders,
        body: matchEventUndoBody,
        response: { 201: successEnvelope(recordedChange) },
      },
    },
    async (request, reply) => {
      writeKey(request.headers['idempotency-key'], request.body.id);
      const data = await writes.run(request.log, (tx, changes) => undoEvent(tx, request.userId, request.body, changes));
      return reply.code(201).send({ status: 'success', message: m.eventUndone, data });
    },
  );

  app.post(
    '/correct',
    {
      preParsing,
      config,
      schema: {
        tags,
        security,
        summary: 'Correct the player, minute, type or penalty outcome of an event (tournament admin only)',
        description: REPLAY_NOTE,
        headers: idempotencyHeaders,
        body: matchEventCorrectionBody,
        response: { 201: successEnvelope(recordedChange) },
      },
    },
    async (request, reply) => {
      writeKey(request.headers['idempotency-key'], request.body.id);
      const data = await writes.run(request.log, (tx, changes) =>
        correctEvent(tx, request.userId, request.body, changes),
      );
      return reply.code(201).send({ status: 'success', message: m.eventCorrected, data });
    },
  );
}
