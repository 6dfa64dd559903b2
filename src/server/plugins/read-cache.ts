import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../read-cache';

declare module 'fastify' {
  interface FastifyRequest {
    readCacheVersion?: number;
  }
}

/** Only answers that are the same for everyone: no bearer token, so no viewer-specific fields. */
const cacheable = (request: FastifyRequest) => request.method === 'GET' && !request.headers.authorization;

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
    if (!cacheable(request)) return;
    request.readCacheVersion = readCache.currentVersion;
    const cached = readCache.lookup(request.url);
    if (!cached) return;
    request.readCacheVersion = undefined;
    return reply.type('application/json; charset=utf-8').send(answer(request, reply, cached));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const startedAt = request.readCacheVersion;
    if (startedAt === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    return answer(request, reply, readCache.store(request.url, payload, startedAt));
  });
}

/** Match-day writes: their route tells the live service, which drops just the reads naming the match. */
const MATCH_DAY_WRITES = ['/api/matchEvent/', '/api/lineup/', '/api/fixture/update/'];

/** Every other successful write makes all cached reads stale, before its answer leaves. */
export function invalidateReadsOnWrite(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    const matchDay = MATCH_DAY_WRITES.some((prefix) => request.url.startsWith(prefix));
    if (write && !matchDay && reply.statusCode < 400 && request.url.startsWith('/api/')) {
      await app.ctx.readCache.invalidate();
    }
    return payload;
  });
}
