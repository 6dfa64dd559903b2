import type { FastifyInstance } from 'fastify';

/** Route config for the per-IP limit on sign-up, OTP, login and reset calls. */
export function authRateLimit(app: FastifyInstance) {
  const { max, windowMs } = app.ctx.config.authRateLimit;
  return { rateLimit: { max, timeWindow: windowMs } };
}

/** Route config for the per-IP limit on writes. */
export function writeRateLimit(app: FastifyInstance) {
  const { max, windowMs } = app.ctx.config.writeRateLimit;
  return { rateLimit: { max, timeWindow: windowMs } };
}
