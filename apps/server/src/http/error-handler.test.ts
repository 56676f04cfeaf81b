import { ServerMessages, ServerMessagesEnUS } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { errorEnvelopeSchema } from './error-schemas.ts';

let sut: TestContext;
beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
});
afterAll(async () => {
  await sut?.close();
});

describe('refusals the router makes', () => {
  it('should refuse a path parameter over the length limit with the error envelope', async () => {
    const response = await sut.app.inject({ method: 'GET', url: `/api/goods/setting/${'a'.repeat(150)}/qty-setting` });
    expect(response.statusCode).toBe(414);
    expect(errorEnvelopeSchema.parse(response.json()).error.message).toBe(ServerMessages.pathParameterTooLong);
  });

  it('should refuse a URL whose escapes do not decode with the error envelope', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/api/goods/good/%E0%A4%A/x' });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.message).toBe(ServerMessages.urlInvalid);
  });

  it('should refuse them in English when the request asks for it', async () => {
    const response = await sut.app.inject({
      method: 'GET',
      url: '/api/goods/good/%E0%A4%A/x',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.message).toBe(ServerMessagesEnUS.urlInvalid);
  });
});
