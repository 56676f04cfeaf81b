import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chosenWechatUser, escapeHtml, phonePage, sceneChoiceSchema, wechatUserChoices } from './sandbox-page.ts';
import type { WechatLoginService } from './wechat-login.service.ts';

/** The WeChat sandbox: a page that plays the user's phone for scan login. */
export function wechatSandboxRoutes(wechat: WechatLoginService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox/wechat/scan',
      {
        config: { access: 'sandbox' },
        schema: { hide: true, querystring: z.object({ scene: z.string().min(1).max(64) }) },
      },
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
        const choices = wechatUserChoices(await wechat.sandboxUsers());
        const scene = escapeHtml(request.query.scene);
        return phonePage(
          '确认登录',
          `<div class="card"><h1>蓝海分销市场 申请使用你的微信登录</h1><p>选择用哪个微信号登录：</p>
<form method="post" action="/sandbox/wechat/scan/confirm">
<input type="hidden" name="scene" value="${scene}">${choices}
<button class="ok" type="submit">确认登录</button></form></div>`,
        );
      },
    );

    app.post(
      '/sandbox/wechat/scan/confirm',
      {
        config: { access: 'sandbox' },
        schema: {
          hide: true,
          body: sceneChoiceSchema,
        },
      },
      async (request, reply) => {
        reply.type('text/html');
        const { scene } = request.body;
        const unionId = await chosenWechatUser(wechat, request.body);
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
