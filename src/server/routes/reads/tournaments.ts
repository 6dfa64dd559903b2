import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TournamentPeriod as Period } from '../../../shared/domain/tournament-period';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { idParam, tournamentDetail, tournamentSummary } from '../../../shared/schemas/reads';
import { tournamentDetail as loadDetail, tournamentsIn } from '../../services/reads/tournaments';

const tags = ['tournaments'];
const PERIODS: Record<string, Period> = { past: 'past', current: 'current', future: 'future' };

export async function tournamentReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  for (const [path, period] of Object.entries(PERIODS)) {
    app.get(
      `/${path}`,
      {
        schema: {
          tags,
          summary: `Tournaments that are ${period === 'current' ? 'on today' : period}, by their dates in their own time zone`,
          response: { 200: successEnvelope(z.array(tournamentSummary)) },
        },
      },
      async (request) => {
        const { list, turnsOverAt } = await tournamentsIn(db, period);
        // At midnight in a tournament's zone it may move on to the next list: the answer goes then.
        request.readCacheExpiresAt = turnsOverAt;
        return { status: 'success' as const, data: list };
      },
    );
  }

  app.get(
    '/all/:id',
    {
      schema: {
        tags,
        summary: 'One tournament with its teams and fixtures; organiserIds lists its admin and co-organisers',
        params: idParam('Tournament id'),
        response: { 200: successEnvelope(tournamentDetail) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await loadDetail(db, request.params.id),
    }),
  );
}
