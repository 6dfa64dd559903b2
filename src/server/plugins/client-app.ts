import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { pageHtml } from './page-preloads';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Under /api, however it is spelled: /API/… and /%61pi/… are API calls that do not exist, never pages. */
function isApi(url: string) {
  const path = (url.split('?')[0] ?? '').toLowerCase();
  let decoded = path;
  try {
    decoded = decodeURIComponent(path).toLowerCase();
  } catch {
    // A malformed escape: judged by the text as sent.
  }
  return [path, decoded].some((p) => p === '/api' || p.startsWith('/api/'));
}

/** A route of the app (/tournaments/123) rather than a file (/assets/gone.js) that does not exist. */
function isPageRequest(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApi(request.url)) return false;
  const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
  return !lastSegment.includes('.') || (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built PWA from the same origin as the API, its files compressed at build time. Hashed
 * assets are cached for a year; the shell, manifest and service worker are revalidated so an update
 * reaches users.
 * Any other GET that is not an API call gets index.html (naming the code of its screen when it is
 * one people open from a link, page-preloads.ts), and the client router takes over.
 */
export async function clientApp(app: FastifyInstance, opts: { root: string }) {
  const hasClient = existsSync(join(opts.root, 'index.html'));
  const htmlFor = hasClient ? pageHtml(opts.root) : null;
  if (hasClient) {
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    await app.register(fastifyStatic, {
      root: opts.root,
      // The .br and .gz copies the build writes (scripts/precompress.mjs), sent as they are; @fastify/compress
      // leaves a response that is already encoded alone, and compresses what has no copy.
      preCompressed: true,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes(`${join(opts.root, 'assets')}`) ? IMMUTABLE : NO_CACHE);
        // A cache between must not hand the Brotli copy to a browser that asked for none.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (htmlFor && isPageRequest(request)) {
      const html = htmlFor(request.url);
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      reply.header('cache-control', NO_CACHE).header('etag', etag);
      // Revalidated on every visit (no-cache): unchanged, it costs a 304, not the page again.
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    }
    const message = isApi(request.url) ? messages.server.routeNotFound : messages.server.notFound;
    return reply.code(404).send({ status: 'error', message });
  });
}
