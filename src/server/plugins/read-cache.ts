import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, Flight } from '../read-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer this request computes for the cache and for the readers waiting on it. */
    readFlight?: Flight;
    /** Set by a read whose answer turns over at a known instant (the day's turn for the period lists). */
    readCacheExpiresAt?: number;
  }
}

/**
 * The cache key: the route and its parameters, and nothing else. The answer is the same for everyone
 * (the token is ignored on public reads) and a query string the route does not take changes nothing,
 * so it makes no entry of its own.
 */
function cacheKey(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  if (request.method !== 'GET' || !route) return null;
  const params = request.params as Record<string, string>;
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name]).toLowerCase()));
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** The answer for this phone: 304 when it holds it already, gzipped when it can take that. */
function answer(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer): string | Buffer {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) {
    reply.code(304);
    return '';
  }
  if (cached.gzip && acceptsGzip(request)) {
    reply.header('content-encoding', 'gzip');
    return cached.gzip;
  }
  return cached.body;
}

/**
 * Serves the public reads of this scope from the read cache, with an ETag so a phone that has the
 * answer already gets a 304 and no body, and gzip for the rest.
 */
export function serveReadsFromCache(app: FastifyInstance) {
  const { readCache } = app.ctx;

  app.addHook('onRequest', async (request, reply) => {
    const key = cacheKey(request);
    if (!key) return;
    // Right after a write, a hundred phones ask for the same page at once: one computes it.
    const pending = readCache.inFlight(key);
    const cached = readCache.lookup(key) ?? (pending && (await pending));
    if (cached) return reply.type('application/json; charset=utf-8').send(answer(request, reply, cached));
    request.readFlight = readCache.begin(key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const flight = request.readFlight;
    if (!flight) return payload;
    request.readFlight = undefined;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      readCache.abandon(flight);
      return payload;
    }
    return answer(request, reply, readCache.finish(flight, payload, request.readCacheExpiresAt));
  });

  // A read that ended without an answer (the phone went away) lets those waiting compute their own.
  const abandoned = async (request: FastifyRequest) => {
    if (request.readFlight) readCache.abandon(request.readFlight);
    request.readFlight = undefined;
  };
  app.addHook('onResponse', abandoned);
  app.addHook('onRequestAbort', abandoned);
}
