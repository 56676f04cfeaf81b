import { z } from 'zod';

/** The sandbox phone's look: WeChat's green bar over a narrow page. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function phonePage(title: string, body: string): string {
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

/** Radio choices of the sandbox's WeChat users, plus a new one with a nickname. */
export function wechatUserChoices(people: { unionId: string; nickname: string }[]): string {
  const known = people
    .map(
      (p, i) =>
        `<label><input type="radio" name="unionId" value="${escapeHtml(p.unionId)}" ${i === 0 ? 'checked' : ''}> ${escapeHtml(p.nickname)}</label>`,
    )
    .join('');
  return `${known}
<label><input type="radio" name="unionId" value="new" ${people.length === 0 ? 'checked' : ''}> 新的微信号 <input type="text" name="nickname" placeholder="微信昵称" maxlength="20"></label>`;
}

/** The union id picked on the page; "new" makes a new sandbox WeChat user first. */
export async function chosenWechatUser(
  people: { addSandboxUser(nickname: string): Promise<string> },
  choice: { unionId: string; nickname?: string | undefined },
): Promise<string> {
  return choice.unionId === 'new' ? people.addSandboxUser(choice.nickname?.trim() || '微信用户') : choice.unionId;
}

/** What a sandbox scan page posts: the QR's scene and the WeChat user picked. */
export const sceneChoiceSchema = z.object({
  scene: z.string().min(1).max(64),
  unionId: z.string().min(1).max(64),
  nickname: z.string().max(20).optional(),
});
