import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';
import { badRequest, HttpError } from '../http-error';

/** True when any string or key in a parsed JSON body holds U+0000 (walked without recursion: bodies can nest deeply). */
function containsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Helmet with a CSP that fits the PWA, the NUL-character guard on bodies, and the rate limiter (applied per route, never to public reads). */
async function securityPlugin(app: FastifyInstance, opts: { production: boolean }) {
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
        upgradeInsecureRequests: opts.production ? [] : null,
      },
    },
    hsts: opts.production,
  });
  // PostgreSQL text and jsonb cannot hold U+0000: refuse such a body up front instead of failing the write with a 500.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw badRequest(messages.server.nulCharacter);
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, messages.server.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
}

/** Not encapsulated: it must see and cover every route of the app. */
export const security = fp(securityPlugin);
