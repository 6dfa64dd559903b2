import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberParams, teamParams, withdrawBody } from '../../../shared/schemas/consent';
import { messageEnvelope } from '../../../shared/schemas/envelope';
import { removeMember } from '../../services/writes/team-members';
import { withdrawTeam } from '../../services/writes/withdraw';
import { writeRateLimit } from '../rate-limit';

const tags = ['teams'];
const security = [{ bearer: [] }];

/** A player leaves a team, a manager removes a player or withdraws the team from a tournament. */
export async function leavingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, writes } = app.ctx;
  const preParsing = app.authenticate;
  const config = writeRateLimit(app);

  app.post(
    '/:teamId/leave',
    {
      preParsing,
      config,
      schema: {
        tags,
        security,
        summary: 'Leave a team you play in; your past matches and statistics stay',
        params: teamParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      // A player's team shows on match pages too (their squads), which no id of the player names.
      const message = await writes.runUnstreamed(request.log, async (changes) => {
        changes.shownEverywhere();
        return removeMember(db, request.userId, request.params.teamId, request.userId);
      });
      return { status: 'success' as const, message };
    },
  );

  app.delete(
    '/:teamId/players/:userId',
    {
      preParsing,
      config,
      schema: {
        tags,
        security,
        summary: "Remove a player from the team (the team's manager only), or leave it yourself",
        params: memberParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const { teamId, userId } = request.params;
      const message = await writes.runUnstreamed(request.log, async (changes) => {
        changes.shownEverywhere();
        return removeMember(db, request.userId, teamId, userId);
      });
      return { status: 'success' as const, message };
    },
  );

  app.post(
    '/:teamId/withdraw',
    {
      preParsing,
      config,
      schema: {
        tags,
        security,
        summary:
          "Withdraw the team from a tournament before its first match there (the team's manager only); its fixtures there, none played, are deleted",
        params: teamParams,
        body: withdrawBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const message = await writes.run(request.log, (tx, changes) =>
        withdrawTeam(tx, request.userId, request.params.teamId, request.body.tournamentId, changes),
      );
      return { status: 'success' as const, message };
    },
  );
}
