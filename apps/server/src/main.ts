import { loadConfig } from './config.ts';
import { DEMO_ACCOUNT } from './modules/identity/demo-account.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const server = await startServer(config);

console.log(`
  Puhuo is running at ${server.url}
  database: ${server.database.kind}${config.databaseUrl ? '' : ` (embedded, ${config.dataDir}/pglite)`}
  demo distributor: ${DEMO_ACCOUNT.userName} / ${DEMO_ACCOUNT.password}
  API docs: ${server.url}/api/docs
`);

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
