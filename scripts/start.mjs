// `npm start`: builds what changed since the last build, then runs the compiled server.
//
// - The web app (apps/web/dist) is built with Vite only when its inputs changed: apps/web/dist/.build-stamp
//   holds a hash of apps/web (sources, index.html, public/, Vite config and plugins; not dist/ nor tests),
//   the domain package's sources and the lockfile.
// - The server is bundled by esbuild into apps/server/dist/main.js only when one of the files it was built
//   from changed (apps/server/build.mjs, dist/build-stamp.json).
// - Then this process runs apps/server/dist/main.js, as `node apps/server/dist/main.js` would.
//
// Plain Node, no TypeScript loader. `npm run dev -w apps/server` still runs the sources with tsx.
// NODE_OPTIONS=--enable-source-maps makes stack traces name the TypeScript sources (dist/main.js.map).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, hashFiles, serverBuildReason, serverMain } from '../apps/server/build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const webStamp = path.join(webDist, '.build-stamp');

/** The web app's folder (sources, index.html, public/, Vite config and plugins) and what it imports. */
const webInputs = ['apps/web', 'packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];
/** Neither the output nor tests (they are not part of the bundle: changing one calls for no 30-second build). */
const notBuilt = (/** @type {string} */ file) =>
  /^apps\/web\/(dist|node_modules)$|\.test\.tsx?$|\.tsbuildinfo$|(^|\/)testing(\/|$)/.test(file);

/** @param {string} message */
const say = (message) => console.log(`[start] ${message}`);

function webBuildReason(/** @type {string} */ hash) {
  if (!existsSync(path.join(webDist, 'index.html'))) return 'no build yet';
  if (!existsSync(webStamp)) return 'no build stamp';
  return readFileSync(webStamp, 'utf8').trim() === hash ? undefined : 'sources changed';
}

const webHash = hashFiles(webInputs, notBuilt);
const webReason = webBuildReason(webHash);
if (webReason) {
  say(`web app: building (${webReason})`);
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('\n  Puhuo cannot start: the web app did not build (see above).\n');
    process.exit(build.status ?? 1);
  }
  writeFileSync(webStamp, `${webHash}\n`);
  say(`web app: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} else {
  say('web app: build skipped (up to date)');
}

const serverReason = serverBuildReason();
if (serverReason) {
  say(`server: building (${serverReason})`);
  const ms = await buildServer();
  say(`server: built in ${(ms / 1000).toFixed(1)} s`);
} else {
  say('server: build skipped (up to date)');
}

// Under `npm start` a SIGTERM sent to npm alone (a process supervisor, `kill <npm's pid>`) ends npm and the
// shell it ran this script in, not this process: the server would be left running without them. When the
// shell goes away this process is handed to another parent; it then stops as on SIGTERM.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 1000).unref();
}

// argv as `node apps/server/dist/main.js` would have it
process.argv[1] = serverMain;
await import(pathToFileURL(serverMain).href);
