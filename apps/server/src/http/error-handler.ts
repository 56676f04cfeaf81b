import {
  errorEnvelope,
  isCataloguedMessage,
  type Locale,
  Messages,
  type ServerMessageKey,
  serverMessageText,
  translateMessage,
  type ValidationErrorItem,
} from '@puhuo/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { briefReason, type DependencyState, isDatabaseUnavailable } from '../lib/dependency-state.ts';
import { AppError } from './app-error.ts';
import { failureAsAppError } from './failure-statuses.ts';
import { localeOf } from './locale.ts';
import { describeIssue, pathOf, type SchemaIssue, validationWording } from './validation-messages.ts';

/**
 * The refused values of a request in its language, each named by its field's label; `members` keep the
 * property paths (`items.0.qty`) for programs.
 */
export function validationErrorsOf(issues: readonly SchemaIssue[], locale: Locale): ValidationErrorItem[] {
  return issues.map((issue) => {
    const member = pathOf(issue).join('.');
    return { message: describeIssue(issue, locale), members: member ? [member] : [] };
  });
}

/** The envelope of refused values: the first one's message, every message in `details` (no property names). */
export function validationEnvelope(validationErrors: ValidationErrorItem[], locale: Locale) {
  const messages = [...new Set(validationErrors.map((v) => v.message))];
  return errorEnvelope(messages[0] ?? serverMessageText(locale, 'requestInvalid'), {
    code: 'ValidationError',
    details: messages.join(validationWording(locale, 'separator')),
    validationErrors,
  });
}

/** How long a client is asked to wait while the database is away (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every failure leaves as the ABP envelope, in the request's language (Accept-Language); nothing the
 * client sends may produce a 500. A request that met the database away (down, restarting, failing over)
 * answers 503 with Retry-After, logged in one line, and tells `database` so readiness follows.
 */
export function registerErrorHandling(app: FastifyInstance, database?: DependencyState): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const locale = localeOf(request);
    // a module's failure (a shop, a platform) answered as the one table says
    const error = failureAsAppError(thrown) ?? thrown;
    if (error instanceof AppError) {
      const { code, details, retryAfterSeconds } = error.options;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(error.statusCode).send(
        errorEnvelope(translateMessage(error.message, locale), {
          code,
          details: details === undefined ? undefined : translateMessage(details, locale),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationEnvelope(validationErrorsOf(error.validation, locale), locale));
    }
    if (isDataException(error)) {
      // the database refused a value the client sent (a NUL character in text, an out-of-range number)
      request.log.warn({ err: error }, 'input refused by the database');
      return reply
        .status(400)
        .send(errorEnvelope(serverMessageText(locale, 'requestInvalid'), { code: 'InvalidData' }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, ...
      return reply
        .status(status)
        .send(errorEnvelope(clientErrorMessage(error, locale), { code: error.code ?? 'BadRequest' }));
    }
    if (isDatabaseUnavailable(error)) {
      database?.failed(error);
      request.log.warn({ url: request.url, reason: briefReason(error) }, 'request failed: database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorEnvelope(translateMessage(Messages.serviceUnavailable, locale), { code: 'ServiceUnavailable' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorEnvelope(serverMessageText(locale, 'internalError'), { code: 'InternalError' }));
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
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known: Record<string, [number, ServerMessageKey]> = {
    FST_ERR_MAX_PARAM_LENGTH: [414, 'pathParameterTooLong'],
    FST_ERR_BAD_URL: [400, 'urlInvalid'],
  };
  const [status, key] = known[error.code] ?? [400, 'requestInvalid'];
  reply.status(status).send(errorEnvelope(serverMessageText(localeOf(request), key), { code: error.code }));
}

/** Fastify's refusal of a request's body or headers, in our words: its own are English and technical. */
function clientErrorMessage(error: FastifyError, locale: Locale): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return serverMessageText(locale, 'unsupportedContentType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return serverMessageText(locale, 'requestBodyTooLarge');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return serverMessageText(locale, 'requestBodyEmpty');
    default:
      if (error.message.startsWith('Body is not valid JSON') || error instanceof SyntaxError) {
        return serverMessageText(locale, 'requestBodyNotJson');
      }
      // a catalogue message a check raised with a status of its own; a plugin's own words are not ours
      return isCataloguedMessage(error.message)
        ? translateMessage(error.message, locale)
        : serverMessageText(locale, 'requestInvalid');
  }
}
