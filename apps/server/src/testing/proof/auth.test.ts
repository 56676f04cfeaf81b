import { ACCESS_TOKEN_LIFETIME_SECONDS, Messages } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../http/error-schemas.ts';
import { TENANT_MISMATCH } from '../../http/request-context.ts';
import { loginAs } from '../identity-helpers.ts';
import { describeRequest, recordRequest } from './isolation-matrix.ts';
import { type Operation, operationName } from './operations.ts';
import { createProofWorld, type ProofWorld } from './proof-world.ts';
import { parseJson } from './response-checks.ts';

let world: ProofWorld;
beforeAll(async () => {
  world = await createProofWorld();
});
afterAll(async () => {
  await world?.close();
});

const loginOnly = () => world.operations.filter((op) => op.requiresLogin);

/** Each operation once, as a schema-valid request, with the given headers; the problems found. */
async function sweep(
  operations: Operation[],
  headers: () => Promise<Record<string, string>> | Record<string, string>,
  expected: (status: number, message: string) => boolean,
): Promise<string[]> {
  const problems: string[] = [];
  for (const op of operations) {
    const c = recordRequest(op, {}, 'guest', world.data.examples[operationName(op)]);
    const response = await world.ctx.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: { ...(await headers()), ...c.headers },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
    // a request may log tenant B out (POST /api/account/logout): renew its session before the next
    if (c.method !== 'GET') world.sessionMayHaveChanged();
    const envelope = errorEnvelopeSchema.safeParse(parseJson(response.body));
    const message = envelope.success ? envelope.data.error.message : '';
    if (!expected(response.statusCode, message)) {
      problems.push(`${describeRequest(op, c)}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
  }
  return problems;
}

const is401 = (status: number, message: string) => status === 401 && message === Messages.authorizationFailed;

describe('auth on every route', () => {
  it('should have login-only routes to check', () => {
    // the classification drives these checks: an empty list would prove nothing
    expect(loginOnly().length).toBeGreaterThan(10);
  });

  it('should answer a guest 401 on every login-only route', async () => {
    expect(await sweep(loginOnly(), () => ({}), is401)).toEqual([]);
  });

  it('should let a signed-in distributor through every login-only route', async () => {
    const problems = await sweep(
      loginOnly(),
      () => world.headersFor('distributor'),
      (status) => status !== 401,
    );
    expect(problems).toEqual([]);
  });

  it('should answer 401 to malformed and unknown tokens on every login-only route', async () => {
    for (const authorization of ['Bearer ', 'Bearer not-a-token', `Bearer ${'x'.repeat(64)}`, 'Basic dXNlcjpwYXNz']) {
      expect(await sweep(loginOnly(), () => ({ authorization }), is401), authorization).toEqual([]);
    }
  });

  it('should answer 401 to a token that was logged out, on every login-only route', async () => {
    const headers = await loginAs(world.ctx, world.intruder);
    const logout = await world.ctx.app.inject({ method: 'POST', url: '/api/account/logout', headers });
    expect(logout.statusCode).toBe(204);
    expect(await sweep(loginOnly(), () => headers, is401)).toEqual([]);
  });

  it('should refuse a tenant header naming another tenant on every route', async () => {
    const problems = await sweep(
      world.operations,
      async () => ({ ...(await world.headersFor('distributor')), __tenant: world.owner.tenantId }),
      (status, message) => status === 403 && message === TENANT_MISMATCH,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('should answer 401 to an expired token on every login-only route', async () => {
    const headers = await loginAs(world.ctx, world.intruder);
    world.ctx.clock.advance((ACCESS_TOKEN_LIFETIME_SECONDS - 60) * 1000);
    const stillValid = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/multi-tenancy/tenants/buy-user',
      headers,
    });
    expect(stillValid.statusCode).toBe(200);
    world.ctx.clock.advance(61 * 1000);
    expect(await sweep(loginOnly(), () => headers, is401)).toEqual([]);
  });

  it('should close a realtime connection that brings a logged-out token', async () => {
    const headers = await loginAs(world.ctx, world.intruder);
    await world.ctx.app.inject({ method: 'POST', url: '/api/account/logout', headers });
    const token = headers.Authorization.slice('Bearer '.length);
    const socket = await world.ctx.app.injectWS(`/api/realtime?access_token=${token}`);
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(code).toBe(4401);
  });
});
