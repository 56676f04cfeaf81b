import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { ManualClock } from '../lib/clock.ts';
import { createDistributor, loginAs } from '../testing/identity-helpers.ts';
import { FrameRecorder } from '../testing/realtime-helpers.ts';
import type { TestContext } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { LISTENER_APPLICATION_NAME } from './realtime-hub.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) {
  console.info('realtime across instances: skipped on PGlite (one process); set DATABASE_URL to run it on PostgreSQL');
}

interface Instance {
  app: FastifyInstance;
  database: Database;
  url: string;
  dataDir: string;
}

/** A server instance of its own (own pool, own LISTEN connection, own port) on the shared database. */
async function startInstance(url: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-instance-'));
  const database = await openDatabase({ url, poolSize: 3 });
  const config = loadConfig({ dataDir, logLevel: 'silent', webDistDir: path.join(dataDir, 'no-web'), seedGoods: 0 });
  const app = await buildApp({ config, database, clock: new ManualClock(new Date()) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url: `127.0.0.1:${(app.server.address() as AddressInfo).port}`, dataDir };
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance) return;
  await instance.app.close();
  await instance.database.close();
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** A browser's realtime connection: a real WebSocket to one instance. */
async function openSocket(instance: Instance, accessToken: string) {
  const recorder = new FrameRecorder();
  const socket = new WebSocket(`ws://${instance.url}/api/realtime?access_token=${encodeURIComponent(accessToken)}`);
  socket.on('message', (raw) => recorder.record(raw as Buffer));
  await recorder.next('Connected');
  return { socket, recorder };
}

describe.skipIf(!onPostgres)('realtime across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let shared: Database;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    shared = await openTestDatabase();
    const url = shared.connectionString ?? '';
    a = await startInstance(url);
    b = await startInstance(url);
  });
  afterAll(async () => {
    await stopInstance(a);
    await stopInstance(b);
    await shared?.close();
  });

  it('should deliver a notification made on one instance to a client connected to the other', async () => {
    const ctxA = { app: a.app, database: a.database } as unknown as TestContext;
    const distributor = await createDistributor(ctxA);
    const headers = await loginAs(ctxA, distributor);
    const token = (headers.Authorization ?? '').replace('Bearer ', '');
    const onB = await openSocket(b, token);
    const onA = await openSocket(a, token);

    const outcome = await a.app.services.notifications.notify({
      tenantId: distributor.tenantId,
      kind: 'purchaseWaitingPayment',
      dedupeKey: 'po:across',
      data: { purchaseOrderNo: 'PO-X', amountFen: 100 },
    });
    expect(outcome.status).toBe('sent');
    const heardOnB = await onB.recorder.next('ReceiveMessage');
    expect(heardOnB.data).toMatchObject({ kind: 'purchaseWaitingPayment', content: '采购单PO-X待付款¥1.00' });
    // the instance that made it tells its own clients once, not twice (the next frame is the sentinel)
    await onA.recorder.next('ReceiveMessage');
    await a.app.services.hub.publish({ userId: distributor.userId }, 'Progress', { sentinel: true });
    await onA.recorder.next('Progress');
    expect(onA.recorder.pending('ReceiveMessage')).toEqual([]);

    // and the other way round, straight through the hub
    await b.app.services.hub.publish({ userId: distributor.userId }, 'ShopAppNeedOrder', { group: 8, type: 25 });
    expect((await onA.recorder.next('ShopAppNeedOrder')).data).toEqual({ group: 8, type: 25 });
    onA.socket.close();
    onB.socket.close();
  });

  it('should not deliver to a user of another tenant on the other instance', async () => {
    const ctxA = { app: a.app, database: a.database } as unknown as TestContext;
    const owner = await createDistributor(ctxA);
    const other = await createDistributor(ctxA);
    const otherToken = ((await loginAs(ctxA, other)).Authorization ?? '').replace('Bearer ', '');
    const ownerToken = ((await loginAs(ctxA, owner)).Authorization ?? '').replace('Bearer ', '');
    const otherOnB = await openSocket(b, otherToken);
    const ownerOnB = await openSocket(b, ownerToken);
    await a.app.services.hub.publish({ tenantId: owner.tenantId }, 'Progress', { percent: 50 });
    await a.app.services.hub.publish({ tenantId: other.tenantId }, 'Progress', { percent: 99 });
    expect((await ownerOnB.recorder.next('Progress')).data).toEqual({ percent: 50 });
    // frames keep their order: the other tenant's first frame is its own
    expect((await otherOnB.recorder.next('Progress')).data).toEqual({ percent: 99 });
    otherOnB.socket.close();
    ownerOnB.socket.close();
  });

  it('should hear events again after the database drops its LISTEN connection', async () => {
    const ctxA = { app: a.app, database: a.database } as unknown as TestContext;
    const distributor = await createDistributor(ctxA);
    const token = ((await loginAs(ctxA, distributor)).Authorization ?? '').replace('Bearer ', '');
    const onB = await openSocket(b, token);
    const { rows } = await shared.executeSql<{ dropped: boolean }>(
      'select pg_terminate_backend(pid) as dropped from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    expect(rows.length).toBe(2);
    // publish until the re-opened listeners hear it (they come back within about a second)
    let heard = false;
    for (let attempt = 0; attempt < 50 && !heard; attempt++) {
      await a.app.services.hub.publish({ userId: distributor.userId }, 'Progress', { attempt });
      heard = await onB.recorder.next('Progress', 200).then(
        () => true,
        () => false,
      );
    }
    expect(heard).toBe(true);
    onB.socket.close();
  });
});

describe.skipIf(onPostgres)('realtime across instances on PGlite', () => {
  it.skip('needs PostgreSQL: set DATABASE_URL=postgres://root@127.0.0.1:5432/test to run it', () => {});
});
