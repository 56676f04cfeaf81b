// Builds the server into one JavaScript file, dist/main.js, that plain `node` runs (no TypeScript loader).
//
// The workspace packages (@puhuo/domain, @puhuo/platforms) export their TypeScript sources, so they are
// bundled in; every npm package stays external and is loaded from node_modules as it is (argon2 and
// @node-rs/jieba are native, PGlite loads its wasm and extensions beside its own files).
//
// `node build.mjs` builds; `node build.mjs --if-changed` builds only when an input changed since the last
// build. dist/build-stamp.json records the inputs esbuild read and a hash of their contents.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(serverDir, '../..');
const distDir = path.join(serverDir, 'dist');
export const serverMain = path.join(distDir, 'main.js');
const stampFile = path.join(distDir, 'build-stamp.json');

/** Files that change the output without being imported: the build itself, the installed versions, tsconfig. */
const buildInputs = [
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/domain/package.json',
  'packages/platforms/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/server/tsconfig.json',
];

/**
 * sha256 of the files' repo-relative paths and contents; directories are walked (skipping `skip`).
 * @param {string[]} entries repo-relative files or directories; missing ones count as absent
 * @param {(relative: string) => boolean} [skip] files or directories to leave out
 */
export function hashFiles(entries, skip = () => false) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} relative */
  const visit = (relative) => {
    if (skip(relative)) return;
    const absolute = path.join(repoRoot, relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const name of readdirSync(absolute).sort()) visit(path.posix.join(relative, name));
    } else {
      files.push(relative);
    }
  };
  for (const entry of entries) visit(entry);
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** @returns {{ hash: string, inputs: string[] } | undefined} */
function readStamp() {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    if (typeof stamp.hash === 'string' && Array.isArray(stamp.inputs)) return stamp;
  } catch {
    // no stamp, or an unreadable one: build
  }
  return undefined;
}

/** Why the server must be built, or undefined when dist/main.js is the build of the current sources. */
export function serverBuildReason() {
  if (!existsSync(serverMain)) return 'no build yet';
  const stamp = readStamp();
  if (!stamp) return 'no build stamp';
  if (hashFiles([...stamp.inputs, ...buildInputs]) !== stamp.hash) return 'sources changed';
  return undefined;
}

/**
 * esbuild bundles every module into one file, so `import.meta.url` would name dist/main.js in all of them.
 * Modules that find files beside their source (config.ts: the repository root; db/database.ts: the
 * migrations folder) keep their own location: `import.meta.url` becomes the source file's URL, made from a
 * path relative to the bundle so the tree can still be moved after a build.
 * @type {import('esbuild').Plugin}
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromDist = path.relative(distDir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Bare imports of npm packages stay imports (resolved from node_modules at run time); the workspace
 * packages are bundled. A subpath import of a package without an `exports` map (`@node-rs/jieba/dict`)
 * is written with the file it names (`@node-rs/jieba/dict.js`): Node's ESM loader does not add extensions.
 * @type {import('esbuild').Plugin}
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('@puhuo/') || path.isAbsolute(args.path)) {
        return undefined;
      }
      const parts = args.path.split('/');
      const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      if (name === args.path || args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      let packageDir = path.dirname(found.path);
      while (!existsSync(path.join(packageDir, 'package.json')) || !packageDir.endsWith(name)) {
        const parent = path.dirname(packageDir);
        if (parent === packageDir) return { path: args.path, external: true };
        packageDir = parent;
      }
      const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      if (manifest.exports !== undefined) return { path: args.path, external: true };
      return { path: `${name}/${path.relative(packageDir, found.path).split(path.sep).join('/')}`, external: true };
    });
  },
};

/** Builds dist/main.js (and its source map) and writes the stamp. @returns {Promise<number>} milliseconds */
export async function buildServer() {
  const started = performance.now();
  const esbuild = await import('esbuild');
  rmSync(stampFile, { force: true });
  try {
    const result = await esbuild.build({
      absWorkingDir: repoRoot,
      entryPoints: ['apps/server/src/main.ts'],
      outfile: path.relative(repoRoot, serverMain),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      tsconfig: 'apps/server/tsconfig.json',
      sourcemap: 'linked',
      keepNames: true,
      metafile: true,
      logLevel: 'warning',
      plugins: [externalPackages, sourceLocation],
      banner: { js: '// Built by apps/server/build.mjs from apps/server/src; do not edit.' },
    });
    const inputs = Object.keys(result.metafile.inputs).sort();
    writeFileSync(stampFile, `${JSON.stringify({ hash: hashFiles([...inputs, ...buildInputs]), inputs }, null, 2)}\n`);
  } finally {
    // the JS API keeps an esbuild service process; the caller goes on to run the server
    await esbuild.stop?.();
  }
  return performance.now() - started;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const reason = process.argv.includes('--if-changed') ? serverBuildReason() : 'asked';
  if (reason) {
    const ms = await buildServer();
    console.log(`server built into ${path.relative(process.cwd(), serverMain)} in ${(ms / 1000).toFixed(1)} s`);
  } else {
    console.log('server build is up to date');
  }
}
