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
      { config: { access: 'sandbox' }, schema: { tags: ['development'], querystring: query } },
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
        const rows = await provider.outbox(request.query.phoneNumber || undefined);
        const items = rows
          .map(
            (r) =>
              `<li><b>${escapeHtml(r.phoneNumber)}</b> <time>${r.creationTime.toLocaleString('zh-CN')}</time><p>${escapeHtml(r.text)}</p></li>`,
          )
          .join('');
        return reply
          .type('text/html')
          .send(
            `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>短信发件箱（开发）</title><style>body{font-family:sans-serif;max-width:720px;margin:24px auto;color:#222}li{list-style:none;border-bottom:1px solid #eee;padding:10px 0}time{color:#888;margin-left:8px}p{margin:4px 0 0}</style></head><body><h1>短信发件箱（本地短信服务）</h1><form><input name="phoneNumber" placeholder="手机号" value="${escapeHtml(request.query.phoneNumber ?? '')}"> <button>筛选</button></form><ul>${items || '<li>暂无短信</li>'}</ul></body></html>`,
          );
      },
    );
  };
}
