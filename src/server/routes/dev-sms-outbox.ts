import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { successEnvelope } from '../../shared/schemas/envelope';
import { notFound } from '../http-error';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The texts the console SMS transport "sent", for development and tests. It answers only a client
 * on this machine (the socket's own address: proxy headers cannot fake it) and never in production.
 */
export async function devSmsOutboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ phoneNumber: z.string().max(32).optional() }),
        response: {
          200: successEnvelope(z.array(z.object({ to: z.string(), text: z.string(), sentAt: z.string() }))),
        },
      },
    },
    async (request) => {
      const { config, sms } = app.ctx;
      if (config.production || !sms.outbox || !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
        throw notFound(messages.server.routeNotFound);
      }
      const wanted = request.query.phoneNumber;
      const data = sms.outbox.filter((message) => !wanted || message.to === wanted).reverse();
      return { status: 'success' as const, data };
    },
  );
}
