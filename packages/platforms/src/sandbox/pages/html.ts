export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A sandbox page in the platform's colours, marked as a sandbox so nobody mistakes it for the real site. */
export function sandboxPage(input: { title: string; platformLabel: string; body: string; wide?: boolean }): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.title)}</title><style>
body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif;background:#f4f5f7;color:#1f2329}
header{background:#1f2329;color:#fff;padding:12px 24px;display:flex;gap:12px;align-items:center}
header b{font-size:17px}header span{font-size:12px;background:#ff9c00;color:#1f2329;border-radius:3px;padding:2px 6px}
main{max-width:${input.wide ? 1100 : 560}px;margin:28px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08);margin-bottom:16px}
h1{font-size:20px;margin:0 0 12px}p{line-height:1.7;color:#4e5969}
label{display:block;margin:14px 0 6px;font-weight:600}
input[type=text],input[type=password],select{width:100%;box-sizing:border-box;padding:9px;border:1px solid #d0d3d9;border-radius:4px;font-size:15px}
.row{display:flex;gap:12px;margin-top:20px}button{flex:1;border:0;border-radius:4px;padding:11px;font-size:16px;cursor:pointer}
.primary{background:#e02e24;color:#fff}.secondary{background:#eef0f3;color:#1f2329}
.radio{font-weight:400;display:flex;gap:8px;align-items:center}
.error{color:#c0392b}.ok{color:#1a7f37}.muted{color:#86909c;font-size:13px}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left;vertical-align:top}
.goods{display:grid;grid-template-columns:repeat(auto-fill,minmax(330px,1fr));gap:16px}
.goods img{width:100%;aspect-ratio:1;object-fit:cover;background:#eee;border-radius:6px}
.tag{display:inline-block;font-size:12px;border-radius:3px;padding:1px 6px;background:#e8f3ff;color:#1d4ed8}
.tag.off{background:#f2f3f5;color:#4e5969}.price{color:#e02e24;font-size:18px;font-weight:700}
</style></head><body><header><b>${escapeHtml(input.platformLabel)}</b><span>沙箱 SANDBOX</span></header>
<main>${input.body}</main></body></html>`;
}

export const hiddenFields = (fields: Record<string, string | undefined>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');

export const formatTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
