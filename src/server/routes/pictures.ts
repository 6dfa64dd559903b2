import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { PICTURE_FILE } from '../../shared/pictures';
import { notFound } from '../http-error';
import { readPicture } from '../services/pictures';

/** A picture never changes under its address (the address is its hash): phones keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Logos and photos, each at the address the reads carry (services/pictures.ts). */
export async function pictureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pictures/:file',
    {
      schema: {
        tags: ['pictures'],
        summary: 'A logo or photo as WebP: `<hash>.webp`, or `<hash>-thumb.webp` for its thumbnail',
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const name = PICTURE_FILE.exec(request.params.file);
      const hash = name?.[1];
      const bytes = hash ? await readPicture(app.ctx.db, hash, Boolean(name[2])) : null;
      if (!bytes) throw notFound(messages.server.pictureNotFound);
      const etag = `"${request.params.file}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/webp').send(bytes);
    },
  );
}
