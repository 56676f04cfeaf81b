import { OFFICIAL_ACCOUNT_NAME, OFFICIAL_ACCOUNT_PUSHES, OFFICIAL_ACCOUNT_TEMPLATES } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatChinaTime } from '../../lib/china-time.ts';
import type { InboxMessage, OfficialAccountSandbox } from './official-account-sandbox.ts';
import { chosenWechatUser, escapeHtml, phonePage, sceneChoiceSchema, wechatUserChoices } from './sandbox-page.ts';
import type { WechatLoginService } from './wechat-login.service.ts';

const KEYWORDS = new Map<string, readonly string[]>(
  Object.values(OFFICIAL_ACCOUNT_TEMPLATES).map((t) => [t.id, t.keywords]),
);
const PAGE_STYLE = `<style>
.msg{background:#fff;margin:12px 16px;border-radius:8px;padding:16px}
.msg h2{font-size:17px;margin:0 0 4px}.msg time{color:#999;font-size:13px}
.msg dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:12px 0 0}
.msg dt{color:#888}.msg dd{margin:0}.msg .first{margin:10px 0 0}.msg .remark{color:#576b95;margin:10px 0 0}
.account{display:flex;align-items:center;gap:12px}.avatar{width:44px;height:44px;border-radius:50%;background:#1677ff;color:#fff;display:grid;place-items:center;font-weight:600}
a{color:#576b95}
</style>`;

function messageCard(message: InboxMessage): string {
  const keywords = KEYWORDS.get(message.templateId) ?? [];
  const rows = keywords
    .map((label, i) => {
      const value = message.data[`keyword${i + 1}`]?.value;
      return value === undefined ? '' : `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
    })
    .join('');
  const first = message.data.first?.value ?? '';
  const remark = message.data.remark?.value ?? '';
  return `<article class="msg" data-testid="inbox-message"><h2>${escapeHtml(message.title)}</h2>
<time>${formatChinaTime(message.creationTime)}</time>
${first ? `<p class="first">${escapeHtml(first)}</p>` : ''}<dl>${rows}</dl>
${remark ? `<p class="remark">${escapeHtml(remark)}</p>` : ''}</article>`;
}

const accountHeader = `<div class="account"><div class="avatar">蓝</div><div><h1>${OFFICIAL_ACCOUNT_NAME}</h1><p style="margin:0">服务号</p></div></div>`;

/**
 * The sandbox phone for the official account: scanning a scene QR to follow it, and the inbox of
 * template messages a WeChat user received.
 */
export function officialAccountSandboxRoutes(
  sandbox: OfficialAccountSandbox,
  people: WechatLoginService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox/wechat/follow',
      { schema: { hide: true, querystring: z.object({ scene: z.string().min(1).max(64) }) } },
      async (request, reply) => {
        reply.type('text/html');
        const pushes = OFFICIAL_ACCOUNT_PUSHES.map((p) => `<li>${p.title}：${p.description}</li>`).join('');
        return phonePage(
          '关注公众号',
          `${PAGE_STYLE}<div class="card">${accountHeader}<p>关注后接收消息推送：</p><ul>${pushes}</ul>
<form method="post" action="/sandbox/wechat/follow/confirm"><p>用哪个微信号关注：</p>
<input type="hidden" name="scene" value="${escapeHtml(request.query.scene)}">${wechatUserChoices(await people.sandboxUsers())}
<button class="ok" type="submit">关注公众号</button></form></div>`,
        );
      },
    );

    app.post(
      '/sandbox/wechat/follow/confirm',
      { schema: { hide: true, body: sceneChoiceSchema } },
      async (request, reply) => {
        reply.type('text/html');
        const unionId = await chosenWechatUser(people, request.body);
        const heard = await sandbox.follow(request.body.scene, unionId);
        const inbox = `/sandbox/wechat/inbox?unionId=${encodeURIComponent(unionId)}`;
        return phonePage(
          '已关注',
          `${PAGE_STYLE}<div class="card">${accountHeader}<h1 data-testid="follow-done">已关注公众号</h1>
<p>${heard ? '消息将推送到这个微信号。请回到电脑上继续操作。' : '公众号暂时没有收到关注通知，请稍后重新扫码。'}</p>
<p><a href="${inbox}">查看公众号消息</a></p></div>`,
        );
      },
    );

    app.get(
      '/sandbox/wechat/inbox',
      { schema: { hide: true, querystring: z.object({ unionId: z.string().max(64).optional() }) } },
      async (request, reply) => {
        reply.type('text/html');
        const everyone = await people.sandboxUsers();
        const who = everyone.find((p) => p.unionId === request.query.unionId);
        if (!who) {
          const links = everyone
            .map(
              (p) =>
                `<p><a href="/sandbox/wechat/inbox?unionId=${encodeURIComponent(p.unionId)}">${escapeHtml(p.nickname)}</a></p>`,
            )
            .join('');
          return phonePage(
            '公众号消息',
            `<div class="card"><h1>选择微信号</h1>${links || '<p>沙箱里还没有微信号。</p>'}</div>`,
          );
        }
        const [following, messages] = await Promise.all([sandbox.isFollowing(who.unionId), sandbox.inbox(who.unionId)]);
        const unfollow = following
          ? `<form method="post" action="/sandbox/wechat/unfollow"><input type="hidden" name="unionId" value="${escapeHtml(who.unionId)}"><button class="cancel" type="submit">取消关注</button></form>`
          : '<p>未关注公众号</p>';
        return phonePage(
          '公众号消息',
          `${PAGE_STYLE}<div class="card">${accountHeader}<p>${escapeHtml(who.nickname)} 收到的消息（${messages.length}）</p>${unfollow}</div>
${messages.map(messageCard).join('') || '<div class="card"><p data-testid="inbox-empty">还没有消息</p></div>'}`,
        );
      },
    );

    app.post(
      '/sandbox/wechat/unfollow',
      { schema: { hide: true, body: z.object({ unionId: z.string().min(1).max(64) }) } },
      async (request, reply) => {
        // an unknown WeChat user is a 404, like any unknown record
        if ((await sandbox.unfollow(request.body.unionId)) === 'unknown') {
          return reply
            .status(404)
            .type('text/html')
            .send(phonePage('未关注', '<div class="card"><h1>这个微信号没有关注公众号</h1></div>'));
        }
        return reply.redirect(`/sandbox/wechat/inbox?unionId=${encodeURIComponent(request.body.unionId)}`, 303);
      },
    );
  };
}
