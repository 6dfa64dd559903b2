import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitation, invitationBody, invitationParams, tournamentParams } from '../../../shared/schemas/consent';
import { messageEnvelope, successEnvelope } from '../../../shared/schemas/envelope';
import { teamRef } from '../../../shared/schemas/reads';
import { answerInvitation, cancelInvitation, invitationsOf, invitedTeamsOf } from '../../services/writes/invitations';
import { writeRateLimit } from '../rate-limit';

const security = [{ bearer: [] }];

/**
 * Invitations of teams to tournaments (docs/rules.md#teams-in-a-tournament). The admin invites with
 * POST /tournaments/add-team; an invited team is in no public read, so declining or cancelling drops
 * no cached read, and accepting drops those of the tournament and the team.
 */
export async function invitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, writes } = app.ctx;
  const preParsing = app.authenticate;
  const config = writeRateLimit(app);

  app.get(
    '/teams/user/invitations',
    {
      preParsing,
      schema: {
        tags: ['teams'],
        security,
        summary: 'Pending invitations of the teams the signed-in user manages',
        response: { 200: successEnvelope(z.array(invitation)) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await invitationsOf(db, request.userId) }),
  );

  app.post(
    '/teams/invitations/accept',
    {
      preParsing,
      config,
      schema: {
        tags: ['teams'],
        security,
        summary: "Accept a team's invitation to a tournament (the team's manager only): the team takes part",
        body: invitationBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const { tournamentId, teamId } = request.body;
      const message = await writes.runUnstreamed(request.log, async (changes) => {
        changes.named(tournamentId, teamId);
        return answerInvitation(db, request.userId, request.body, true);
      });
      return { status: 'success' as const, message };
    },
  );

  app.post(
    '/teams/invitations/decline',
    {
      preParsing,
      config,
      schema: {
        tags: ['teams'],
        security,
        summary: "Decline a team's invitation to a tournament (the team's manager only)",
        body: invitationBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: await answerInvitation(db, request.userId, request.body, false),
    }),
  );

  app.get(
    '/tournaments/invitations/:tournamentId',
    {
      preParsing,
      schema: {
        tags: ['tournaments'],
        security,
        summary: 'Teams invited to the tournament that have not answered yet (its admin and co-organisers)',
        params: tournamentParams,
        response: { 200: successEnvelope(z.array(teamRef)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await invitedTeamsOf(db, request.userId, request.params.tournamentId),
    }),
  );

  app.delete(
    '/tournaments/invitations/:tournamentId/:teamId',
    {
      preParsing,
      config,
      schema: {
        tags: ['tournaments'],
        security,
        summary: 'Cancel an invitation not answered yet (admin only)',
        params: invitationParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const { tournamentId, teamId } = request.params;
      return { status: 'success' as const, message: await cancelInvitation(db, request.userId, tournamentId, teamId) };
    },
  );
}
