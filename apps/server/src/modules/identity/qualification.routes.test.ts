import { Messages, MessagesEnUS } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

// /qualification-apply (spec doc 1 §2): a distributor submits its company, business licence image (an
// upload judged by its content) and contact, and follows the review status.

let sut: TestContext;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
});
afterAll(async () => {
  await sut?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(headers: Record<string, string>, name: string, bytes: Buffer) {
  const boundary = '----puhuo-licence';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return sut.app.inject({
    method: 'POST',
    url: '/api/blob-storage/images',
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const submit = (headers: Record<string, string>, payload: object) =>
  sut.app.inject({ method: 'POST', url: '/api/distributor/qualification', headers, payload });
const status = async (headers: Record<string, string>) =>
  (await sut.app.inject({ method: 'GET', url: '/api/distributor/qualification', headers })).json();

describe('the distributor qualification', () => {
  it('should take company, licence and contact, then follow the review from pending to rejected, resubmitted and approved', async () => {
    const who = await createDistributor(sut);
    const headers = await loginAs(sut, who);
    expect(await status(headers)).toEqual({ status: 'none', application: null });

    const uploaded = await upload(headers, 'licence.png', PNG);
    const { cloudUrl } = uploaded.json();
    const application = {
      companyName: '晨曦日用百货',
      licenceImageUrl: cloudUrl,
      contactName: '王经理',
      contactPhone: '13800138000',
    };
    const submitted = await submit(headers, application);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'pending', application: { ...application, reviewNote: null } });

    // the operators' review (their console is outside the product)
    const reviews = sut.app.services.qualifications;
    await reviews.review(who.tenantId, false, '营业执照不清晰');
    expect(await status(headers)).toMatchObject({ status: 'rejected', application: { reviewNote: '营业执照不清晰' } });

    const again = await submit(headers, { ...application, contactName: '李经理' });
    expect(again.json()).toMatchObject({ status: 'pending', application: { contactName: '李经理', reviewNote: null } });
    await reviews.review(who.tenantId, true, null);
    expect((await status(headers)).status).toBe('approved');
    const afterApproval = await submit(headers, application);
    expect(afterApproval.statusCode).toBe(409);
    expect(afterApproval.json().error.message).toBe(Messages.qualificationApproved);
  });

  it('should refuse a licence that is not an image uploaded by the distributor, and a disguised file', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const disguised = await upload(headers, 'licence.png', Buffer.from('%PDF-1.7 not an image'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.message).toBe(Messages.logoFormat);

    const other = await loginAs(sut, await createDistributor(sut));
    const { cloudUrl } = (await upload(other, 'licence.png', PNG)).json();
    const borrowed = await submit(headers, {
      companyName: '晨曦日用百货',
      licenceImageUrl: cloudUrl,
      contactName: '王经理',
      contactPhone: '13800138000',
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error.message).toBe(Messages.licenceUnknown);

    const english = await submit(
      { ...headers, 'accept-language': 'en-US' },
      { companyName: '晨曦', licenceImageUrl: 'https://example.com/a.png', contactName: ' ', contactPhone: '123' },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().error.message).toContain(MessagesEnUS.contactNameRequired);
    expect((await sut.app.inject({ method: 'GET', url: '/api/distributor/qualification' })).statusCode).toBe(401);
  });
});
