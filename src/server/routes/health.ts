import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '../../shared/schemas/envelope';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: answers without touching the database',
        response: { 200: successEnvelope(z.object({ uptimeSeconds: z.number() })) },
      },
    },
    async () => ({ status: 'success' as const, data: { uptimeSeconds: Math.round(process.uptime()) } }),
  );
}
