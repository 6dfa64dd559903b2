import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs after a write has committed: a failure to tell the streams is logged, never turned into an
 * error for a write that succeeded (spectators still catch up with the next change or a reload).
 */
export async function notifyLive(log: FastifyBaseLogger, notify: () => Promise<void>): Promise<void> {
  try {
    await notify();
  } catch (error) {
    log.error({ err: error }, 'live notification failed');
  }
}
