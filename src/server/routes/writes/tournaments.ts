import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentMessages, messages } from '../../../shared/messages';
import { addTeamAnswer } from '../../../shared/schemas/consent';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { tournamentSummary } from '../../../shared/schemas/reads';
import { addTeamBody, createTournamentBody } from '../../../shared/schemas/writes';
import { BODY_LIMIT } from '../../body-limit';
import { TOURNAMENT_LISTS } from '../../live/change-set';
import { addTeamToTournament } from '../../services/writes/invitations';
import { createTournament, myTournaments } from '../../services/writes/tournaments';
import { writeRateLimit } from '../rate-limit';

const tags = ['tournaments'];
const security = [{ bearer: [] }];

export async function tournamentWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, writes } = app.ctx;
  const preParsing = app.authenticate;

  app.post(
    '/create',
    {
      preParsing,
      bodyLimit: BODY_LIMIT.picture,
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary: 'Create a tournament; the signed-in user becomes its admin',
        body: createTournamentBody,
        response: { 201: successEnvelope(z.object({ data: tournamentSummary })) },
      },
    },
    async (request, reply) => {
      const created = await writes.runUnstreamed(request.log, async (changes) => {
        changes.named(...TOURNAMENT_LISTS);
        return createTournament(db, request.userId, request.body, config.defaultTimeZone);
      });
      // Clients read the new tournament at data.data (docs/api.md#conventions).
      return reply
        .code(201)
        .send({ status: 'success', message: messages.server.tournamentCreated, data: { data: created } });
    },
  );

  app.post(
    '/add-team',
    {
      preParsing,
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary:
          "Add a team (admin only): the admin's own team joins at once, any other is invited until its manager accepts",
        body: addTeamBody,
        response: { 200: successEnvelope(addTeamAnswer) },
      },
    },
    async (request) => {
      const { tournamentId, teamId } = request.body;
      const { name, status } = await writes.runUnstreamed(request.log, async (changes) => {
        const added = await addTeamToTournament(db, request.userId, tournamentId, teamId);
        // An invited team shows in no public read until its manager accepts.
        if (added.status === 'accepted') changes.named(tournamentId, teamId);
        return added;
      });
      const message =
        status === 'accepted' ? messages.server.teamAdded(name) : consentMessages.server.teamInvited(name);
      return { status: 'success' as const, message, data: { status } };
    },
  );

  app.get(
    '/user/my-tournaments',
    {
      preParsing,
      schema: {
        tags,
        security,
        summary: 'Tournaments the signed-in user organises, as admin or as co-organiser',
        response: { 200: successEnvelope(z.array(tournamentSummary)) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await myTournaments(db, request.userId) }),
  );
}
