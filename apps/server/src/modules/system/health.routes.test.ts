import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let sut: TestContext;
beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
});
afterAll(async () => {
  await sut?.close();
});

describe('health', () => {
  it('should answer liveness', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('should report readiness with the database kind and each part', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: sut.database.kind,
      parts: { database: 'ok', migrations: 'ok', searchIndex: 'ok', realtime: 'ok' },
    });
  });

  it('should say it is not ready, with Retry-After, while a required part is down', async () => {
    sut.app.readiness.add('jobQueue', { required: true, probe: () => 'down' });
    const response = await sut.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ status: 'unavailable', parts: { jobQueue: 'down', database: 'ok' } });
    sut.app.readiness.add('jobQueue', { required: true, probe: () => 'ok' });
    expect((await sut.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('should serve the OpenAPI document', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/goods/good');
  });

  it('should answer unknown API routes with a 404 envelope', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NotFound');
  });
});
