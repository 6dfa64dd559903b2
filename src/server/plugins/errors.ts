import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import { HttpError } from '../http-error';

const m = messages.server;

interface ZodIssueLike {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: { params?: { tooLarge?: boolean } };
}

function send(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).type('application/json').send({ status: 'error', message });
}

/** Fastify's own client errors, in words a user can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: m.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: m.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: m.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: m.bodyTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: m.bodyTooLarge,
};

/** Every error answers in the envelope; a 5xx says nothing about internals and is logged. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error.statusCode, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ZodIssueLike[];
      const tooLarge = issues.some((issue) => issue.params?.params?.tooLarge);
      const first = issues[0];
      // A body that is no object fails at the root; a rule across fields (a refine) fails there too, with its own words.
      const notObject = first?.instancePath === '/' && first.keyword === 'invalid_type';
      const message = notObject ? m.bodyNotObject : (first?.message ?? m.invalidRequest);
      // Kept exactly: fixed wordings such as 'At least one fixture is required' have no full stop.
      return send(reply, tooLarge ? 413 : 400, message);
    }
    if (error.code && error.code in FASTIFY_CLIENT_ERRORS) {
      return send(reply, error.statusCode ?? 400, FASTIFY_CLIENT_ERRORS[error.code] as string);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, error.message);
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, status, status === 404 ? m.notFound : m.invalidRequest);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, m.internal);
  });
}
