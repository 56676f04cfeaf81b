import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody } from '../testing/compressed-body.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './web-app.ts';

const PAGE = `<!doctype html><html><head><title>web app</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export function app() { return ${JSON.stringify('the market '.repeat(400))}; }\n`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A built web app as apps/web/build/precompress.ts leaves it: each text file with its .br and .gz. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'puhuo-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, content: string, precompressed: boolean) => {
    writeFileSync(path.join(dir, name), content);
    if (!precompressed) return;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
  };
  write('index.html', PAGE, true);
  write('assets/app-abc123.js', SCRIPT, true);
  // too small to be worth compressing
  write('favicon.svg', ICON, false);
  return dir;
}

let dist: string;
let sut: TestContext;
beforeAll(async () => {
  dist = fakeDist();
  sut = await createTestContext({ goods: 1, config: { webDistDir: dist } });
});
afterAll(async () => {
  await sut?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => sut.app.inject({ method: 'GET', url, headers });

describe('registerWebApp', () => {
  it('should send the brotli variant to a browser that accepts it', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
    expect(decodedBody(response)).toBe(SCRIPT);
  });

  it('should send the gzip variant when only gzip is accepted', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decodedBody(response)).toBe(SCRIPT);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['br and gzip refused with q=0', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
  ])('should send the plain file for %s', async (_case, headers: Record<string, string>) => {
    const response = await get('/assets/app-abc123.js', headers);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    expect(response.body).toBe(SCRIPT);
  });

  it('should send the plain file of a file without variants, whatever the browser accepts', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'gzip, deflate, br' });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(ICON);
  });

  it('should let browsers keep a hashed asset for a year', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });

    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it.each(['/', '/market', '/detail/12?from=search'])(
    'should answer %s with the page, compressed and revalidated on every visit',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toBeDefined();
      expect(decodedBody(response)).toBe(PAGE);
    },
  );

  it.each(['/', '/market', '/assets/app-abc123.js'])(
    'should answer 304 without a body when %s has not changed',
    async (url) => {
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const first = await get(url, headers);
      const etag = String(first.headers.etag);

      const again = await get(url, { ...headers, 'if-none-match': etag });

      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.vary).toMatch(/accept-encoding/i);
    },
  );

  it('should give each variant its own ETag, so a cache never swaps them', async () => {
    const br = await get('/', { 'accept-encoding': 'br' });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    const plain = await get('/');

    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('should answer HEAD with the headers of GET and no body', async () => {
    const head = await sut.app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    const page = await sut.app.inject({ method: 'HEAD', url: '/market' });

    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBe(gzipSync(SCRIPT, { level: 9 }).length);
    expect(head.rawPayload.length).toBe(0);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('should never answer an API path with the page', async () => {
    const response = await get('/api/no-such-thing', { 'accept-encoding': 'br' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ error: { code: 'NotFound' } });
  });
});
