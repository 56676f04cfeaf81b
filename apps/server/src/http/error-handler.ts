import { errorEnvelope, Messages, type ValidationErrorItem } from '@puhuo/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { briefReason, type DependencyState, isDatabaseUnavailable } from '../lib/dependency-state.ts';
import { AppError } from './app-error.ts';

function issuesToValidationErrors(error: FastifyError): ValidationErrorItem[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const member = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { message: issue.message ?? 'Invalid value', members: member ? [member] : [] };
  });
}

/** How long a client is asked to wait while the database is away (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every failure leaves as the ABP envelope; nothing the client sends may produce a 500. A request that
 * met the database away (down, restarting, failing over) answers 503 with Retry-After, logged in one
 * line, and tells `database` so readiness follows.
 */
export function registerErrorHandling(app: FastifyInstance, database?: DependencyState): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorEnvelope(error.message, { code: error.options.code, details: error.options.details }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const validationErrors = issuesToValidationErrors(error);
      const first = validationErrors[0];
      const message = first ? first.message : 'Your request is not valid!';
      return reply.status(400).send(
        errorEnvelope(message, {
          code: 'ValidationError',
          details: validationErrors.map((v) => `${v.members.join(',') || 'request'}: ${v.message}`).join('; '),
          validationErrors,
        }),
      );
    }
    if (isDataException(error)) {
      // the database refused a value the client sent (a NUL character in text, an out-of-range number)
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send(errorEnvelope('Your request is not valid!', { code: 'InvalidData' }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, ...
      return reply.status(status).send(errorEnvelope(clientErrorMessage(error), { code: error.code ?? 'BadRequest' }));
    }
    if (isDatabaseUnavailable(error)) {
      database?.failed(error);
      request.log.warn({ url: request.url, reason: briefReason(error) }, 'request failed: database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorEnvelope(Messages.serviceUnavailable, { code: 'ServiceUnavailable' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorEnvelope('An internal error occurred during your request!', { code: 'InternalError' }));
  });
}

/** PostgreSQL's class 22 "data exception" (SQLSTATE 22xxx), wherever the driver wrapped it. */
function isDataException(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * Refusals the router makes before any route runs (a path parameter over the length limit, a URL that
 * does not decode): Fastify's `frameworkErrors` option, so they too leave as the ABP envelope.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known: Record<string, [number, string]> = {
    FST_ERR_MAX_PARAM_LENGTH: [414, 'A path parameter is too long'],
    FST_ERR_BAD_URL: [400, 'The URL is not valid'],
  };
  const [status, message] = known[error.code] ?? [400, 'Your request is not valid!'];
  reply.status(status).send(errorEnvelope(message, { code: error.code }));
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty';
    default:
      return error.message.startsWith('Body is not valid JSON') || error instanceof SyntaxError
        ? 'Request body is not valid JSON'
        : error.message;
  }
}
