import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { teamRef } from '../../../shared/schemas/reads';
import { addPlayerBody, createTeamBody } from '../../../shared/schemas/writes';
import { BODY_LIMIT } from '../../body-limit';
import { TEAM_LIST } from '../../live/change-set';
import { addPlayer, createTeam, fixtureIdsOfTeam, myTeams } from '../../services/writes/teams';
import { writeRateLimit } from '../rate-limit';

const tags = ['teams'];
const security = [{ bearer: [] }];

export async function teamWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, accounts, writes } = app.ctx;
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
        summary: 'Create a team; the signed-in user becomes its manager',
        body: createTeamBody,
        response: { 201: successEnvelope(teamRef.extend({ abbreviation: z.string() })) },
      },
    },
    async (request, reply) => {
      const data = await writes.runUnstreamed(request.log, async (changes) => {
        changes.named(TEAM_LIST);
        return createTeam(db, request.userId, request.body);
      });
      return reply.code(201).send({ status: 'success', message: messages.server.teamCreated, data });
    },
  );

  app.post(
    '/add-player',
    {
      preParsing,
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary: 'Add a signed-up player, by phone number or by id (manager only)',
        body: addPlayerBody,
        response: { 200: successEnvelope(z.object({ id: z.string(), name: z.string() })) },
      },
    },
    async (request) => {
      const phone = await accounts.playerNumber(request.body);
      const data = await writes.runUnstreamed(request.log, async (changes) => {
        const added = await addPlayer(db, request.userId, request.body.teamId, phone);
        changes.named(request.body.teamId, ...(await fixtureIdsOfTeam(db, request.body.teamId)));
        return added;
      });
      return { status: 'success' as const, message: messages.server.playerAdded, data };
    },
  );

  app.get(
    '/user/my-teams',
    {
      preParsing,
      schema: {
        tags,
        security,
        summary: 'Teams the signed-in user manages or plays in',
        response: { 200: successEnvelope(z.array(teamRef)) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await myTeams(db, request.userId) }),
  );
}
