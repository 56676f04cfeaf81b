import { type Locale, negotiateLocale } from '@puhuo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** the language to answer in: the request's Accept-Language, the default (zh-CN) when it names none we speak */
    readonly locale: Locale;
  }
}

/** The language of a request, read from its Accept-Language wherever the request is in its life. */
export const localeOf = (request: Pick<FastifyRequest, 'headers'>): Locale =>
  negotiateLocale(request.headers['accept-language']);

/**
 * Every request answers in its own language (docs/i18n.md): `request.locale`, read when asked, so it is
 * right even for a refusal made before any hook ran (a URL that does not decode, a body that does not parse).
 */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeOf(this);
    },
  });
}
