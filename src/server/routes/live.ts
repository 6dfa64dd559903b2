import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { idParam } from '../../shared/schemas/reads';
import { fixtures, tournaments } from '../db/schema';
import { notFound, tooManyRequests } from '../http-error';
import { fixtureTopic, TOURNAMENT_LISTS_TOPIC, tournamentTopic } from '../live/live-service';
import { runStream } from '../live/sse-stream';

const tags = ['live'];
const resume = z.object({ lastEventId: z.coerce.number().int().min(0).optional() });

/** Last-Event-ID from the header EventSource sends on reconnect, or from the query for a fresh page. */
function resumeAfter(request: FastifyRequest, query: z.infer<typeof resume>): number | null {
  const header = Number(request.headers['last-event-id'] ?? Number.NaN);
  if (Number.isInteger(header) && header >= 0) return header;
  return query.lastEventId ?? null;
}

/** Public Server-Sent Events: a fixture's, a tournament's and the tournament lists' changes, numbered for resuming. */
export async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, live, config } = app.ctx;
  const open = new Set<() => void>();
  const openPerAddress = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  async function stream(request: FastifyRequest, reply: FastifyReply, topic: string, after: number | null) {
    // One address holding streams without end would hold the server's memory and sockets with them.
    const address = request.ip;
    const held = openPerAddress.get(address) ?? 0;
    if (held >= config.liveStreamsPerAddress) throw tooManyRequests(messages.server.tooManyLiveStreams);
    openPerAddress.set(address, held + 1);
    reply.hijack();
    const close = runStream(reply.raw, live, { topic, resumeAfter: after, heartbeatMs: config.liveHeartbeatMs });
    open.add(close);
    reply.raw.on('close', () => {
      open.delete(close);
      const left = (openPerAddress.get(address) ?? 1) - 1;
      if (left > 0) openPerAddress.set(address, left);
      else openPerAddress.delete(address);
    });
    request.log.debug({ topic }, 'live stream opened');
  }

  app.get(
    '/fixture/:id',
    {
      schema: {
        tags,
        summary: "A fixture's changes (events, lineups, status, score) as Server-Sent Events",
        params: idParam('Fixture id'),
        querystring: resume,
      },
    },
    async (request, reply) => {
      const [fixture] = await db.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.id, request.params.id));
      if (!fixture) throw notFound(messages.server.fixtureNotFound);
      await stream(request, reply, fixtureTopic(fixture.id), resumeAfter(request, request.query));
    },
  );

  app.get(
    '/tournament/:id',
    {
      schema: {
        tags,
        summary: "A tournament's changes (fixtures, results: standings and leaderboards) as Server-Sent Events",
        params: idParam('Tournament id'),
        querystring: resume,
      },
    },
    async (request, reply) => {
      const [tournament] = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.id, request.params.id));
      if (!tournament) throw notFound(messages.server.tournamentNotFound);
      await stream(request, reply, tournamentTopic(tournament.id), resumeAfter(request, request.query));
    },
  );

  app.get(
    '/tournaments',
    {
      schema: {
        tags,
        summary: 'Changes of the Past, Live and Future tournament lists as Server-Sent Events',
        querystring: resume,
      },
    },
    async (request, reply) => {
      await stream(request, reply, TOURNAMENT_LISTS_TOPIC, resumeAfter(request, request.query));
    },
  );
}
