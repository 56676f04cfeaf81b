import { type ServerMessageKey, serverMessageText } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LocalSmsProvider } from './sms-provider.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The development outbox of the local SMS provider: it plays the user's phone. */
export function smsOutboxRoutes(provider: LocalSmsProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const query = z.object({ phoneNumber: z.string().max(20).optional() });

    app.get(
      '/api/dev/sms-outbox',
      {
        config: { access: 'sandbox' },
        schema: {
          tags: ['development'],
          summary: 'The latest 50 texts of the development SMS outbox, newest first (of one phone when given)',
          querystring: query,
        },
      },
      async (request) => {
        const rows = await provider.outbox(request.query.phoneNumber || undefined);
        return {
          items: rows.map((r) => ({
            phoneNumber: r.phoneNumber,
            text: r.text,
            creationTime: r.creationTime.toISOString(),
          })),
        };
      },
    );

    app.get(
      '/dev/sms-outbox',
      { config: { access: 'sandbox' }, schema: { hide: true, querystring: query } },
      async (request, reply) => {
        const { locale } = request;
        const say = (key: ServerMessageKey) => escapeHtml(serverMessageText(locale, key));
        const rows = await provider.outbox(request.query.phoneNumber || undefined);
        const items = rows
          .map(
            (r) =>
              `<li><b>${escapeHtml(r.phoneNumber)}</b> <time>${r.creationTime.toLocaleString(locale)}</time><p>${escapeHtml(r.text)}</p></li>`,
          )
          .join('');
        return reply
          .type('text/html')
          .send(
            `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${say('smsOutboxTitle')}</title><style>body{font-family:sans-serif;max-width:720px;margin:24px auto;color:#222}li{list-style:none;border-bottom:1px solid #eee;padding:10px 0}time{color:#888;margin-left:8px}p{margin:4px 0 0}</style></head><body><h1>${say('smsOutboxHeading')}</h1><form><input name="phoneNumber" placeholder="${say('smsOutboxPhone')}" value="${escapeHtml(request.query.phoneNumber ?? '')}"> <button>${say('smsOutboxFilter')}</button></form><ul>${items || `<li>${say('smsOutboxEmpty')}</li>`}</ul></body></html>`,
          );
      },
    );
  };
}
