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

/** Searches a manager types into: enough for typing, too few to try phone numbers one by one. */
export const PLAYER_SEARCHES_A_MINUTE = 120;

/** Route config for the per-address limit on the player search, which matches a whole phone number. */
export const playerSearchRateLimit = () => ({ rateLimit: { max: PLAYER_SEARCHES_A_MINUTE, timeWindow: 60_000 } });
