// Builds the web app (apps/web/dist) with Vite only when its inputs changed since the last build:
// apps/web/dist/.build-stamp holds a hash of apps/web (sources, index.html, public/, Vite config and plugins;
// not dist/ nor tests), the domain package's sources and the lockfile. `npm start`, `npm test` and CI all
// build through here, so a build one of them made serves the others.
//
//   node scripts/build-web.mjs      (exits with the build's status)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFiles } from '../apps/server/build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const webStamp = path.join(webDist, '.build-stamp');

/** The web app's folder (sources, index.html, public/, Vite config and plugins) and what it imports. */
const webInputs = ['apps/web', 'packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];
/** Neither the output nor tests (they are not part of the bundle: changing one calls for no 30-second build). */
const notBuilt = (/** @type {string} */ file) =>
  /^apps\/web\/(dist|node_modules)$|\.test\.tsx?$|\.tsbuildinfo$|(^|\/)testing(\/|$)/.test(file);

function webBuildReason(/** @type {string} */ hash) {
  if (!existsSync(path.join(webDist, 'index.html'))) return 'no build yet';
  if (!existsSync(webStamp)) return 'no build stamp';
  return readFileSync(webStamp, 'utf8').trim() === hash ? undefined : 'sources changed';
}

/**
 * Builds the web app when it is not up to date. Answers the build's exit status (0 when none was needed).
 * @param {(message: string) => void} say
 */
export function buildWebIfChanged(say) {
  const hash = hashFiles(webInputs, notBuilt);
  const reason = webBuildReason(hash);
  if (!reason) {
    say('web app: build skipped (up to date)');
    return 0;
  }
  say(`web app: building (${reason})`);
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  writeFileSync(webStamp, `${hash}\n`);
  say(`web app: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildWebIfChanged((message) => console.log(`[build] ${message}`)));
}
