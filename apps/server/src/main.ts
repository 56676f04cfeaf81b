import { ConfigError, loadConfig } from './config.ts';
import { briefReason } from './lib/dependency-state.ts';
import { DEMO_ACCOUNT } from './modules/identity/demo-account.ts';
import { startServer } from './server.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n  Puhuo cannot start: ${error.message}\n  See README.md (Configuration).\n`);
  process.exit(1);
}
const server = await startServer(config);

// A dependency's fault must not end the process (a library's rejected promise nobody awaited, e.g.
// the job queue failing a job while the database restarts): logged with its context, not hidden.
process.on('unhandledRejection', (reason) => {
  server.app.log.error(
    { reason: briefReason(reason), stack: reason instanceof Error ? reason.stack : undefined },
    'unhandled rejection',
  );
});

console.log(
  config.mode === 'demo'
    ? `
  Puhuo is running at ${config.publicUrl} (demo mode: outside systems are played locally)
  database: ${server.database.kind}${config.databaseUrl ? '' : ` (embedded, ${config.dataDir}/pglite)`}
  demo distributor: ${DEMO_ACCOUNT.userName} / ${DEMO_ACCOUNT.password}
  API docs: ${config.publicUrl}/api/docs
`
    : `
  Puhuo is running at ${config.publicUrl} (production mode), listening on ${config.host}:${config.port}
  database: ${server.database.kind}
`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
