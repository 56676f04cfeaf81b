import {
  FieldLabels,
  FieldLabelsEnUS,
  formatMessage,
  MAX_SELECTED_GOODS,
  Messages,
  MessagesEnUS,
  ServerMessages,
  ServerMessagesEnUS,
  translateMessage,
  ValidationWording,
  ValidationWordingEnUS,
} from '@puhuo/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs, sendSms } from '../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { errorEnvelopeSchema } from './error-schemas.ts';
import { describeIssue, type SchemaIssue } from './validation-messages.ts';

let sut: TestContext;
let signedIn: Record<string, string>;
beforeAll(async () => {
  sut = await createTestContext({ goods: 5 });
  signedIn = await loginAs(sut, await createDistributor(sut));
});
afterAll(async () => {
  await sut?.close();
});

const EN = { 'accept-language': 'en-US' };
const ZH = { 'accept-language': 'zh-CN' };

async function refusal(options: InjectOptions) {
  const response = await sut.app.inject(options);
  return { status: response.statusCode, error: errorEnvelopeSchema.parse(response.json()).error };
}

describe('the language of an answer', () => {
  it('should answer in Chinese without Accept-Language, and in the first language it speaks of the header', async () => {
    const url = '/api/multi-tenancy/tenants/buy-user';
    expect((await refusal({ url })).error.message).toBe(Messages.authorizationFailed);
    expect((await refusal({ url, headers: ZH })).error.message).toBe(Messages.authorizationFailed);
    expect((await refusal({ url, headers: { 'accept-language': 'fr-FR, de;q=0.9' } })).error.message).toBe(
      Messages.authorizationFailed,
    );
    const english = await refusal({ url, headers: { 'accept-language': 'fr-FR, en-GB;q=0.8, zh;q=0.5' } });
    expect(english).toMatchObject({ status: 401, error: { code: 'Unauthorized' } });
    expect(english.error.message).toBe(MessagesEnUS.authorizationFailed);
    expect(english.error.message).toBe('Authorization verification failed');
  });

  it("should say a service's message with values in English, the values carried over", async () => {
    const phoneNumber = '13912340001';
    expect((await sendSms(sut, phoneNumber)).statusCode).toBe(204);
    const again = { method: 'POST' as const, url: '/api/sms/send', payload: { phoneNumber } };
    const chinese = await refusal(again);
    expect(chinese.status).toBe(403);
    expect(chinese.error.message).toBe(formatMessage(ServerMessages.smsTooSoon, { seconds: 60 }));
    const english = await refusal({ ...again, headers: EN });
    expect(english.error.message).toBe(formatMessage(ServerMessagesEnUS.smsTooSoon, { seconds: 60 }));
    expect(english.error.message).toBe('Sent too often; please try again in 60 seconds');
  });

  it('should name a refused value by its label in either language, its property path kept for programs', async () => {
    const url = '/api/goods/good?maxResultCount=0';
    const chinese = await refusal({ url });
    expect(chinese.status).toBe(400);
    expect(chinese.error).toMatchObject({
      code: 'ValidationError',
      message: '每页条数不能小于1',
      details: '每页条数不能小于1',
      validationErrors: [{ message: '每页条数不能小于1', members: ['maxResultCount'] }],
    });
    const english = await refusal({ url, headers: EN });
    expect(english.error).toMatchObject({
      message: 'Page size must be at least 1',
      details: 'Page size must be at least 1',
      validationErrors: [{ message: 'Page size must be at least 1', members: ['maxResultCount'] }],
    });
  });

  it("should say a schema's own message in the reader's language, without property names in the details", async () => {
    const publish = (items: { goodId: string }[], headers: Record<string, string> = {}) =>
      refusal({
        method: 'POST',
        url: '/api/platform/good/product/publish',
        headers: { ...signedIn, ...headers },
        payload: { shopInfos: [{ shopId: '00000000-0000-4000-8000-000000000000' }], items },
      });
    const none = await publish([]);
    expect(none.error).toMatchObject({ message: Messages.selectGoods, details: Messages.selectGoods });
    expect(none.error.validationErrors).toEqual([{ message: Messages.selectGoods, members: ['items'] }]);
    const noneInEnglish = await publish([], EN);
    expect(noneInEnglish.error).toMatchObject({ message: MessagesEnUS.selectGoods, details: 'please select goods' });

    const many = Array.from({ length: MAX_SELECTED_GOODS + 1 }, (_, i) => ({ goodId: `goods-${i}` }));
    const tooMany = await publish(many);
    expect(tooMany.error.message).toBe('最多选择30个商品');
    expect(tooMany.error.details).toBe('最多选择30个商品');
    const tooManyInEnglish = await publish(many, EN);
    expect(tooManyInEnglish.error.message).toBe(translateMessage('最多选择30个商品', 'en-US'));
    expect(tooManyInEnglish.error.message).not.toMatch(/[\u3400-\u9fff]/);
    expect(tooManyInEnglish.error.details).not.toMatch(/items/);
  });

  it('should refuse a body that is not JSON in either language', async () => {
    const malformed = {
      method: 'POST' as const,
      url: '/api/sms/send',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber": ',
    };
    const chinese = await refusal(malformed);
    expect(chinese.status).toBe(400);
    expect(chinese.error.message).toBe(ServerMessages.requestBodyNotJson);
    const english = await refusal({ ...malformed, headers: { ...malformed.headers, ...EN } });
    expect(english.error.message).toBe('Request body is not valid JSON');
  });

  it("should say Fastify's other refusals in either language", async () => {
    const xml = {
      method: 'POST' as const,
      url: '/api/sms/send',
      headers: { 'content-type': 'application/xml' },
      payload: '<phoneNumber/>',
    };
    expect((await refusal(xml)).error.message).toBe(ServerMessages.unsupportedContentType);
    expect((await refusal({ ...xml, headers: { ...xml.headers, ...EN } })).error.message).toBe(
      'Unsupported content type',
    );
    const longParameter = `/api/goods/setting/${'a'.repeat(150)}/qty-setting`;
    expect((await refusal({ url: longParameter })).error.message).toBe(ServerMessages.pathParameterTooLong);
    expect((await refusal({ url: longParameter, headers: EN })).error.message).toBe('A path parameter is too long');
    const unknown = await refusal({ url: '/api/no-such-thing?x=1', headers: EN });
    expect(unknown).toMatchObject({ status: 404, error: { message: 'No route for GET /api/no-such-thing' } });
    expect((await refusal({ url: '/api/no-such-thing' })).error.message).toBe('接口不存在：GET /api/no-such-thing');
  });
});

describe('the words of a refused value', () => {
  const issue = (keyword: string, path: string, params: Record<string, unknown>, message = 'zod'): SchemaIssue => ({
    keyword,
    instancePath: path,
    message,
    params,
  });
  const both = (value: SchemaIssue) => [describeIssue(value, 'zh-CN'), describeIssue(value, 'en-US')];

  it('should word each kind of issue with the label of its field', () => {
    expect(both(issue('too_small', '/qty', { origin: 'number', minimum: 1, inclusive: true }))).toEqual([
      '数量不能小于1',
      'Quantity must be at least 1',
    ]);
    expect(both(issue('too_big', '/keyword', { origin: 'string', maximum: 100, inclusive: true }))).toEqual([
      '关键词不能超过100个字符',
      'Keyword must be at most 100 characters long',
    ]);
    expect(both(issue('too_small', '/skus', { origin: 'array', minimum: 1, inclusive: true }))).toEqual([
      '规格不能为空',
      'SKU list is required',
    ]);
    expect(both(issue('too_big', '/items/3/skus', { origin: 'array', maximum: 5, inclusive: true }))).toEqual([
      '规格最多5项',
      'SKU list may have at most 5 items',
    ]);
    expect(
      both(
        issue(
          'invalid_type',
          '/phoneNumber',
          { expected: 'string' },
          'Invalid input: expected string, received undefined',
        ),
      ),
    ).toEqual(['手机号不能为空', 'Mobile number is required']);
    expect(both(issue('invalid_type', '/qty', { expected: 'int', format: 'safeint' }))).toEqual([
      '数量必须是整数',
      'Quantity must be a whole number',
    ]);
    expect(both(issue('invalid_type', '/skipCount', { expected: 'number', received: 'NaN' }))).toEqual([
      '起始条数必须是数字',
      'Start position must be a number',
    ]);
    expect(both(issue('invalid_value', '/sorting', { values: ['default', 'sales'] }))).toEqual([
      '排序方式的取值无效',
      'Sort order is not a valid choice',
    ]);
    const literals = [[{ code: 'invalid_value', values: [0] }], [{ code: 'invalid_value', values: [2] }]];
    expect(both(issue('invalid_union', '/market', { errors: literals }))).toEqual([
      '市场的取值无效',
      'Market is not a valid choice',
    ]);
    expect(both(issue('invalid_format', '/shopId', { origin: 'string', format: 'uuid' }))).toEqual([
      '店铺格式有误',
      'Shop is not in a valid format',
    ]);
    expect(both(issue('unrecognized_keys', '/', { keys: ['secret'] }))).toEqual([
      ValidationWording.unknownParameters,
      ValidationWordingEnUS.unknownParameters,
    ]);
  });

  it('should call a field it has no label for a value, never by its property name', () => {
    const [chinese, english] = both(issue('too_small', '/fooBar', { origin: 'number', minimum: 2, inclusive: false }));
    expect(chinese).toBe('参数必须大于2');
    expect(english).toBe('A value must be greater than 2');
  });

  it("should translate a schema's own message, after the label only when it does not say what it is about", () => {
    expect(both(issue('custom', '/items', {}, Messages.selectGoods))).toEqual([
      Messages.selectGoods,
      MessagesEnUS.selectGoods,
    ]);
    expect(both(issue('invalid_type', '/maxResultCount', { expected: 'number' }, Messages.notANumber))).toEqual([
      `每页条数：${Messages.notANumber}`,
      `Page size: ${MessagesEnUS.notANumber}`,
    ]);
  });
});

describe('the server catalogues', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

  it('should hold every text in both languages with the same values, each read back to its English', () => {
    for (const key of Object.keys(ServerMessages) as (keyof typeof ServerMessages)[]) {
      expect(ServerMessagesEnUS[key], key).toBeTruthy();
      expect(placeholders(ServerMessagesEnUS[key]), key).toEqual(placeholders(ServerMessages[key]));
      const values = Object.fromEntries(placeholders(ServerMessages[key]).map((name, at) => [name, `v${at}`]));
      expect(translateMessage(formatMessage(ServerMessages[key], values), 'en-US'), key).toBe(
        formatMessage(ServerMessagesEnUS[key], values),
      );
    }
    for (const key of Object.keys(ValidationWording) as (keyof typeof ValidationWording)[]) {
      expect(placeholders(ValidationWordingEnUS[key]), key).toEqual(placeholders(ValidationWording[key]));
    }
  });

  it('should say a Chinese text the shared messages hold in the same English', () => {
    const shared = new Map<string, string>(
      (Object.keys(Messages) as (keyof typeof Messages)[]).map((key) => [Messages[key], MessagesEnUS[key]]),
    );
    for (const key of Object.keys(ServerMessages) as (keyof typeof ServerMessages)[]) {
      const english = shared.get(ServerMessages[key]);
      if (english !== undefined) expect(ServerMessagesEnUS[key], key).toBe(english);
    }
  });

  it('should label every property the documented requests carry, in both languages', () => {
    const document = sut.app.swagger() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const names = new Set<string>();
    const visit = (schema: JsonSchema | undefined): void => {
      if (!schema) return;
      if (schema.$ref) {
        visit(document.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
        return;
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        names.add(name);
        visit(property);
      }
      visit(schema.items);
      for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) visit(branch);
    };
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const parameter of operation.parameters ?? []) names.add(parameter.name);
        for (const content of Object.values(operation.requestBody?.content ?? {})) visit(content.schema);
      }
    }
    const unlabelled = [...names].filter((name) => !Object.hasOwn(FieldLabels, name)).sort();
    expect(unlabelled).toEqual([]);
    for (const name of Object.keys(FieldLabels) as (keyof typeof FieldLabels)[]) {
      expect(FieldLabelsEnUS[name], name).toBeTruthy();
    }
  });
});

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
