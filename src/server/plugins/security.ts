import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { messages } from '../../shared/messages';
import { badRequest, HttpError } from '../http-error';

/**
 * A JSON escape of U+0000 that is not itself escaped (an even run of backslashes before it).
 * JSON can carry the character no other way, so one native scan of the text finds it.
 */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

/** Routes that take a body but name no limit of their own get the write limit. */
const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const takesBody = (method: string | string[]) => [method].flat().some((one) => TAKES_BODY.has(one));

/**
 * Helmet with a CSP that fits the PWA, the JSON parser with the NUL-character guard, answers for
 * a signed-in user kept out of shared caches, and the rate limiter: on every route that takes a
 * body, never on public reads, and shared by all processes through Redis when there is one.
 */
async function securityPlugin(app: FastifyInstance, { redis }: { redis: Redis | undefined }) {
  const { production, writeRateLimit } = app.ctx.config;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production,
  });
  // PostgreSQL text and jsonb cannot hold U+0000: refuse such a body up front instead of failing the write with a 500.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    // A delete has nothing to send: a client that labels its empty body JSON all the same is
    // answered on who it is and what it deletes, not refused as malformed JSON.
    if (text === '' && request.method === 'DELETE') return done(null, undefined);
    if (NUL_ESCAPE.test(text)) return done(badRequest(messages.server.nulCharacter), undefined);
    return parseJson(request, text, done);
  });
  app.addHook('onSend', async (request, reply) => {
    // An answer for who is signed in (request.userId is set once authenticated) stays on their device.
    if (request.userId && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    // A call refused before its body was read (too large, not signed in, rate-limited) ends its
    // connection: reading the rest of the body to keep the connection open is work for a sender
    // the server already said no to.
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
  });
  app.addHook('onRoute', (route) => {
    if (!takesBody(route.method)) return;
    route.config = { rateLimit: { max: writeRateLimit.max, timeWindow: writeRateLimit.windowMs }, ...route.config };
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'pitchside:rate:', skipOnError: true }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, messages.server.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
}

/** Not encapsulated: it must see and cover every route of the app. */
export const security = fp(securityPlugin);
