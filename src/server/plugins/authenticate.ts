import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { unauthorized } from '../http-error';

const BEARER = /^Bearer\s+(\S+)$/i;

export function registerAuthenticate(app: FastifyInstance) {
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized(messages.server.unauthorized);
    const claims = await app.ctx.signer.verifyAccess(token);
    if (!claims) throw unauthorized(messages.server.sessionEnded);
    const userId = await app.ctx.sessions.activeUserId(claims.sessionId);
    if (userId !== claims.userId) throw unauthorized(messages.server.sessionEnded);
    request.userId = userId;
    request.sessionId = claims.sessionId;
  });
}
