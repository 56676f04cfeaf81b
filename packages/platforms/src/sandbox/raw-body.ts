import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** the body exactly as sent (signatures are computed over it) */
export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? '';

/**
 * The sandbox reads bodies itself: platforms sign the raw text, and a malformed body must be answered
 * in the platform's error shape rather than the host's.
 */
export function registerBodyParsers(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? {} : JSON.parse(text));
    } catch {
      done(null, {});
    }
  });
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
  scope.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, String(body));
    done(null, {});
  });
}
