import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { profile, updateUserDetailsBody, userListItem } from '../../../shared/schemas/auth';
import { successEnvelope } from '../../../shared/schemas/envelope';
import { BODY_LIMIT } from '../../body-limit';
import { playerSearchRateLimit } from '../rate-limit';

const tags = ['auth'];
const security = [{ bearer: [] }];

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts, writes } = app.ctx;

  app.get(
    '/getProfile',
    {
      preParsing: app.authenticate,
      schema: { tags, security, summary: 'The signed-in player', response: { 200: successEnvelope(profile) } },
    },
    async (request) => ({ status: 'success' as const, data: await accounts.profile(request.userId) }),
  );

  app.put(
    '/updateUserdetails',
    {
      preParsing: app.authenticate,
      bodyLimit: BODY_LIMIT.picture,
      schema: {
        tags,
        security,
        summary: 'Edit the signed-in player; fields left out stay as they are',
        body: updateUserDetailsBody,
        response: { 200: successEnvelope(profile) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: messages.server.profileUpdated,
      // A player's name and photo show in lineups, events, teams and leaderboards.
      data: await writes.runUnstreamed(request.log, async (changes) => {
        changes.shownEverywhere();
        return accounts.updateDetails(request.userId, request.body);
      }),
    }),
  );

  app.get(
    '/users/all',
    {
      preParsing: app.authenticate,
      config: playerSearchRateLimit(),
      schema: {
        tags,
        security,
        summary: 'Verified players with masked numbers, for adding to a team; q matches names, or a whole phone number',
        querystring: z.object({
          q: z.string().max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters.`).optional(),
        }),
        response: { 200: successEnvelope(z.array(userListItem)) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await accounts.search(request.query.q) }),
  );
}
