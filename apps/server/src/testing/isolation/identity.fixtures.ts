import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { IsolationFixture, OwnedData } from './isolation-fixture.ts';

/** A 1x1 PNG: the smallest image the upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Tenant A's profile, its uploaded logo and its WeChat identity. */
export const identityIsolation: IsolationFixture = {
  module: 'identity',
  // an OAuth client, a slide captcha and a browser's realtime connection belong to no tenant
  sharedIds: ['client_id', 'slideId', 'connectionId'],
  async seed({ ctx, owner }): Promise<OwnedData> {
    const suffix = randomInt(10_000_000, 99_999_999);
    const companyName = `甲方隔离公司${suffix}`;
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/multi-tenancy/tenants/update-companyname',
      headers: owner.headers,
      payload: { companyName },
    });
    if (renamed.statusCode !== 200) throw new Error(`rename failed: ${renamed.body}`);

    const boundary = 'isolation-fixture';
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/blob-storage/images',
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const { cloudUrl } = upload.json() as { cloudUrl: string };
    if (!cloudUrl) throw new Error(`upload failed: ${upload.body}`);
    const logo = await ctx.app.inject({
      method: 'PUT',
      url: '/api/multi-tenancy/tenants/update-tenant-logo',
      headers: owner.headers,
      payload: { logoUrl: cloudUrl },
    });
    if (logo.statusCode !== 200) throw new Error(`logo failed: ${logo.body}`);

    // A also signs in with WeChat (the scan flow is proven in wechat-login.test.ts)
    const unionId = `wx-isolation-${suffix}`;
    await ctx.database.db.update(users).set({ unionId }).where(eq(users.id, owner.userId));

    return {
      records: [
        { tenantId: owner.tenantId, userId: owner.userId },
        { logoUrl: cloudUrl },
        { unionId, union_id: unionId },
      ],
      secrets: [companyName, cloudUrl, unionId, owner.userId, owner.tenantId, owner.userName, owner.phoneNumber],
      ownerViews: ['/api/multi-tenancy/tenants/buy-user', '/api/account/get-user-logins'],
    };
  },
};
