/**
 * The look of the stand-ins' desk pages (the payment cashier, the suppliers' order desk): a coloured
 * bar naming the desk over one card. `css` adds the page's own rules.
 */
export function deskPage(page: { title: string; bar: string; accent: string; css?: string; body: string }): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${page.title}</title><style>
body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif;background:#f2f4f7;color:#1f2329}
.bar{background:${page.accent};color:#fff;padding:14px 24px;font-size:17px}.bar small{opacity:.8;margin-left:10px}
.card{background:#fff;max-width:460px;margin:40px auto;border-radius:10px;padding:28px 32px;box-shadow:0 4px 16px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 18px}p{color:#555}
button{width:100%;border:0;border-radius:6px;padding:12px;font-size:16px;margin-top:12px;cursor:pointer}
${page.css ?? ''}
</style></head><body><div class="bar">${page.bar}<small>沙箱环境</small></div><div class="card">${page.body}</div></body></html>`;
}
