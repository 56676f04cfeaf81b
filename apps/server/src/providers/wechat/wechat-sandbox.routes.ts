import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WechatLoginService } from './wechat-login.service.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function phonePage(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif;background:#ededed;color:#111}
.phone{max-width:420px;margin:0 auto;min-height:100vh;background:#f7f7f7}
.bar{background:#07c160;color:#fff;padding:14px 16px;font-size:17px}
.card{background:#fff;margin:16px;border-radius:10px;padding:20px}
h1{font-size:19px;margin:0 0 8px}p{color:#555;line-height:1.6}
label{display:flex;gap:10px;align-items:center;padding:10px 0;border-bottom:1px solid #eee}
button{width:100%;border:0;border-radius:6px;padding:12px;font-size:16px;margin-top:14px;cursor:pointer}
.ok{background:#07c160;color:#fff}.cancel{background:#f2f2f2;color:#333}
input[type=text]{flex:1;padding:6px;border:1px solid #ddd;border-radius:4px}
</style></head><body><div class="phone"><div class="bar">微信（沙箱手机）</div>${body}</div></body></html>`;
}

/** The WeChat sandbox: a page that plays the user's phone for scan login. */
export function wechatSandboxRoutes(wechat: WechatLoginService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox/wechat/scan',
      { schema: { hide: true, querystring: z.object({ scene: z.string().min(1).max(64) }) } },
      async (request, reply) => {
        reply.type('text/html');
        try {
          await wechat.scan(request.query.scene);
        } catch (error) {
          return phonePage(
            '扫码失败',
            `<div class="card"><h1>二维码已失效</h1><p>${escapeHtml((error as Error).message)}</p></div>`,
          );
        }
        const people = await wechat.sandboxUsers();
        const options = people
          .map(
            (p, i) =>
              `<label><input type="radio" name="unionId" value="${escapeHtml(p.unionId)}" ${i === 0 ? 'checked' : ''}> ${escapeHtml(p.nickname)}</label>`,
          )
          .join('');
        const scene = escapeHtml(request.query.scene);
        return phonePage(
          '确认登录',
          `<div class="card"><h1>蓝海分销市场 申请使用你的微信登录</h1><p>选择用哪个微信号登录：</p>
<form method="post" action="/sandbox/wechat/scan/confirm">
<input type="hidden" name="scene" value="${scene}">${options}
<label><input type="radio" name="unionId" value="new" ${people.length === 0 ? 'checked' : ''}> 新的微信号 <input type="text" name="nickname" placeholder="微信昵称" maxlength="20"></label>
<button class="ok" type="submit">确认登录</button></form></div>`,
        );
      },
    );

    app.post(
      '/sandbox/wechat/scan/confirm',
      {
        schema: {
          hide: true,
          body: z.object({
            scene: z.string().min(1).max(64),
            unionId: z.string().min(1).max(64),
            nickname: z.string().max(20).optional(),
          }),
        },
      },
      async (request, reply) => {
        reply.type('text/html');
        const { scene, nickname } = request.body;
        const unionId =
          request.body.unionId === 'new'
            ? await wechat.addSandboxUser(nickname?.trim() || '微信用户')
            : request.body.unionId;
        try {
          await wechat.confirm(scene, unionId);
        } catch (error) {
          return phonePage(
            '扫码失败',
            `<div class="card"><h1>二维码已失效</h1><p>${escapeHtml((error as Error).message)}</p></div>`,
          );
        }
        return phonePage('已确认', '<div class="card"><h1>已确认登录</h1><p>请回到电脑上继续操作。</p></div>');
      },
    );
  };
}
