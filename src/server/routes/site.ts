import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../shared/schemas/envelope';
import { siteSettings } from '../../shared/schemas/site';

/** What the landing page needs from this deployment's configuration (VOTE_URL, SPONSOR_URL, FEATURED_TOURNAMENT_ID). */
export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { voteUrl, sponsorUrl, featuredTournamentId } = app.ctx.config;
  app.get(
    '/site',
    {
      schema: {
        tags: ['system'],
        summary: "This deployment's vote form and sponsor addresses and featured tournament",
        response: { 200: successEnvelope(siteSettings) },
      },
    },
    async () => ({ status: 'success' as const, data: { voteUrl, sponsorUrl, featuredTournamentId } }),
  );
}
