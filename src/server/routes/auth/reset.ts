import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../shared/messages';
import { requestResetBody, resetPasswordBody } from '../../../shared/schemas/auth';
import { messageEnvelope } from '../../../shared/schemas/envelope';
import { authRateLimit } from '../rate-limit';

const m = messages.server;
const tags = ['auth'];

export async function resetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts } = app.ctx;
  const config = authRateLimit(app);

  app.post(
    '/request-reset',
    {
      config,
      schema: {
        tags,
        summary: 'Text a password reset code',
        body: requestResetBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await accounts.requestReset(request.body.phoneNumber);
      return { status: 'success' as const, message: m.otpSentReset };
    },
  );

  app.post(
    '/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password with the reset code; signs out every session',
        body: resetPasswordBody,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const { phoneNumber, otp, newPassword, confirmPassword } = request.body;
      await accounts.resetPassword(phoneNumber, otp, newPassword, confirmPassword);
      return { status: 'success' as const, message: m.passwordReset };
    },
  );
}
