export function publicUrlFromEnv(raw: string | undefined, problems: string[]): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    if (url.search || url.hash || url.username) throw new Error('parts');
    return url.href.replace(/\/+$/, '');
  } catch {
    problems.push(`PUBLIC_URL must be an http(s) address without query, e.g. https://puhuo.example.com, got "${raw}"`);
    return undefined;
  }
}

export function trustProxyFromEnv(raw: string | undefined): false | string[] {
  if (!raw || raw === 'false' || raw === 'off') return false;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
