import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../shared/messages';
import {
  loginBody,
  refreshBody,
  registerAnswer,
  registerBody,
  tokenData,
  verifyOtpBody,
} from '../../../shared/schemas/auth';
import { messageEnvelope, successEnvelope } from '../../../shared/schemas/envelope';
import { authRateLimit } from '../rate-limit';

const m = messages.server;
const tags = ['auth'];

export async function credentialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts, sessions } = app.ctx;
  const config = authRateLimit(app);

  app.post(
    '/register',
    {
      config,
      schema: {
        tags,
        summary: "Start a sign-up: text a code that carries this attempt's name and password (signUpId)",
        body: registerBody,
        response: { 201: successEnvelope(registerAnswer) },
      },
    },
    async (request, reply) => {
      const data = await accounts.register(request.body);
      return reply.code(201).send({ status: 'success', message: m.otpSentRegister, data });
    },
  );

  app.post(
    '/verify-otp',
    {
      config,
      schema: {
        tags,
        summary:
          "Confirm a sign-up code (with signUpId: only that attempt's); creates the account; answers the token object",
        body: verifyOtpBody,
        response: { 200: successEnvelope(tokenData) },
      },
    },
    async (request) => {
      const { phoneNumber, otp, signUpId } = request.body;
      const data = await accounts.verifyRegistration(phoneNumber, otp, signUpId);
      return { status: 'success' as const, message: m.verified, data };
    },
  );

  app.post(
    '/login',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in; after too many wrong passwords the number waits (429)',
        body: loginBody,
        response: { 200: successEnvelope(tokenData) },
      },
    },
    async (request) => {
      const data = await accounts.login(request.body.phoneNumber, request.body.password);
      return { status: 'success' as const, message: m.loggedIn, data };
    },
  );

  app.post(
    '/refresh',
    {
      config,
      schema: {
        tags,
        summary: 'Trade a refresh token for a new token object (the old refresh token stops working)',
        body: refreshBody,
        response: { 200: successEnvelope(tokenData) },
      },
    },
    async (request) => {
      const data = await sessions.refresh(request.body.refreshToken, accounts.findById);
      return { status: 'success' as const, data };
    },
  );

  app.post(
    '/logout',
    {
      preParsing: app.authenticate,
      schema: {
        tags,
        summary: 'End this session: its access and refresh tokens stop working',
        security: [{ bearer: [] }],
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await sessions.revoke(request.sessionId);
      return { status: 'success' as const, message: m.loggedOut };
    },
  );
}
