import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import {
  addCoOrganiserBody,
  coOrganiser,
  coOrganiserListParams,
  coOrganiserLookup,
  coOrganiserParams,
} from '../../../shared/schemas/co-organisers';
import { messageEnvelope, successEnvelope } from '../../../shared/schemas/envelope';
import {
  addCoOrganiser,
  coOrganiserToAdd,
  listCoOrganisers,
  removeCoOrganiser,
} from '../../services/writes/co-organisers';
import { writeRateLimit } from '../rate-limit';

const tags = ['tournaments'];
const security = [{ bearer: [] }];
const m = messages.server;

/** A tournament's co-organisers: they build fixtures, pick lineups and score like its admin. */
export async function coOrganiserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, accounts, writes } = app.ctx;
  const preParsing = app.authenticate;

  app.post(
    '/co-organisers',
    {
      preParsing,
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary:
          'Add a co-organiser, by the phone number they signed up with (admin only); adding one twice is a no-op',
        body: addCoOrganiserBody,
        response: { 200: successEnvelope(coOrganiser) },
      },
    },
    async (request) => {
      const phone = accounts.phone(request.body.phoneNumber);
      // Every read of the tournament's matches lists who organises it.
      const { coOrganiser: data, added } = await writes.runUnstreamed(request.log, async (changes) => {
        changes.shownEverywhere();
        return addCoOrganiser(db, request.userId, request.body.tournamentId, phone);
      });
      const message = added ? m.coOrganiserAdded(data.name) : m.coOrganiserAlready(data.name);
      return { status: 'success' as const, message, data };
    },
  );

  app.post(
    '/co-organisers/lookup',
    {
      preParsing,
      // Limited as a write: each answer tells whether a number has an account, and whose it is.
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary:
          'Whose account a phone number is, before it is added as a co-organiser (admin only): adds nobody, so the admin can check the name first',
        body: addCoOrganiserBody,
        response: { 200: successEnvelope(coOrganiserLookup) },
      },
    },
    async (request) => {
      const phone = accounts.phone(request.body.phoneNumber);
      const { coOrganiser: found, already } = await coOrganiserToAdd(
        db,
        request.userId,
        request.body.tournamentId,
        phone,
      );
      return { status: 'success' as const, data: { ...found, already } };
    },
  );

  app.get(
    '/co-organisers/:tournamentId',
    {
      preParsing,
      schema: {
        tags,
        security,
        summary: "The tournament's co-organisers, with masked phone numbers (its admin and co-organisers only)",
        params: coOrganiserListParams,
        response: { 200: successEnvelope(z.array(coOrganiser)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listCoOrganisers(db, request.userId, request.params.tournamentId),
    }),
  );

  app.delete(
    '/co-organisers/:tournamentId/:userId',
    {
      preParsing,
      config: writeRateLimit(app),
      schema: {
        tags,
        security,
        summary: 'Remove a co-organiser (admin only), or leave as one',
        params: coOrganiserParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const { tournamentId, userId } = request.params;
      await writes.runUnstreamed(request.log, async (changes) => {
        changes.shownEverywhere();
        await removeCoOrganiser(db, request.userId, tournamentId, userId);
      });
      return {
        status: 'success' as const,
        message: userId === request.userId ? m.leftTournament : m.coOrganiserRemoved,
      };
    },
  );
}
