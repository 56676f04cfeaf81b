// `npm start`: builds what changed since the last build, then runs the compiled server.
//
// - The web app (apps/web/dist) is built with Vite only when its inputs changed (scripts/build-web.mjs).
// - The server is bundled by esbuild into apps/server/dist/main.js only when one of the files it was built
//   from changed (apps/server/build.mjs, dist/build-stamp.json).
// - Then this process runs apps/server/dist/main.js, as `node apps/server/dist/main.js` would.
//
// Plain Node, no TypeScript loader. `npm run dev -w apps/server` still runs the sources with tsx.
// NODE_OPTIONS=--enable-source-maps makes stack traces name the TypeScript sources (dist/main.js.map).
import { pathToFileURL } from 'node:url';
import { buildServer, serverBuildReason, serverMain } from '../apps/server/build.mjs';
import { buildWebIfChanged } from './build-web.mjs';

/** @param {string} message */
const say = (message) => console.log(`[start] ${message}`);

const webStatus = buildWebIfChanged(say);
if (webStatus !== 0) {
  console.error('\n  Puhuo cannot start: the web app did not build (see above).\n');
  process.exit(webStatus);
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
