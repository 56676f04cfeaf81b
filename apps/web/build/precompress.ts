import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts (png, jpg, woff2...) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|ico|webmanifest|map|wasm)$/i;

export interface PrecompressOptions {
  /** files smaller than this are left alone: the headers would outweigh the saving */
  minBytes?: number;
}

/** The `.br` and `.gz` variants written next to `file`, each only where it is smaller than the file. */
export async function precompressFile(file: string): Promise<string[]> {
  const content = await readFile(file);
  const variants: [string, Buffer][] = [
    [
      '.br',
      await brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ],
    ['.gz', await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })],
  ];
  const written: string[] = [];
  for (const [extension, compressed] of variants) {
    if (compressed.length >= content.length) continue;
    await writeFile(file + extension, compressed);
    written.push(file + extension);
  }
  return written;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes brotli (max quality) and gzip (level 9) variants of every compressible file of the build, so
 * the server sends them as they are (apps/server/src/http/web-app.ts) instead of compressing on every
 * request, and with a better ratio than on-the-fly compression could afford.
 */
export function precompress({ minBytes = 1024 }: PrecompressOptions = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'puhuo:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // closeBundle: after Vite has written the bundle and copied public/ into the output folder
    async closeBundle(error?: Error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const candidates = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      let count = 0;
      await Promise.all(
        candidates.map(async (file) => {
          if ((await stat(file)).size < minBytes) return;
          const written = await precompressFile(file);
          count += written.length;
        }),
      );
      config.logger.info(`precompressed: ${count} .br/.gz files in ${path.relative(config.root, outDir)}`);
    },
  };
}
