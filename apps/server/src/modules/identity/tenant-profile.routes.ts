import { LOGO_MAX_BYTES, Messages } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import { userOf } from '../../http/request-context.ts';
import { type LocalImageStorage, sniffImage } from '../../providers/storage/image-storage.ts';
import { authErrors } from './account.routes.ts';
import type { AccountService } from './account.service.ts';
import {
  buyUserSchema,
  cloudUrlSchema,
  companyNameBodySchema,
  inviterBodySchema,
  logoBodySchema,
} from './identity.schemas.ts';

const ok = z.object({ success: z.literal(true) });

export interface TenantProfileRouteDeps {
  accounts: AccountService;
  storage: LocalImageStorage;
}

/** The signed-in distributor's tenant profile: company name, logo (and the image upload), inviter. */
export function tenantProfileRoutes({ accounts, storage }: TenantProfileRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/multi-tenancy/tenants/buy-user',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'The signed-in tenant (tenantFull)',
          response: { 200: buyUserSchema, ...authErrors },
        },
      },
      async (request) => {
        const user = userOf(request);
        return accounts.buyUser(user.userId, user.tenantId);
      },
    );

    app.put(
      '/api/multi-tenancy/tenants/update-companyname',
      {
        config: { access: 'user', changesTenantSetting: 'profile' },
        schema: {
          tags: ['account'],
          summary: "Rename the signed-in tenant's company",
          body: companyNameBodySchema,
          response: { 200: ok, ...authErrors },
        },
      },
      async (request) => {
        await accounts.updateCompanyName(userOf(request).tenantId, request.body.companyName);
        return { success: true as const };
      },
    );

    app.put(
      '/api/multi-tenancy/tenants/update-tenant-logo',
      {
        config: { access: 'user', changesTenantSetting: 'profile' },
        schema: {
          tags: ['account'],
          summary: "Set the signed-in tenant's logo (the URL of an uploaded image)",
          body: logoBodySchema,
          response: { 200: ok, ...authErrors },
        },
      },
      async (request) => {
        await accounts.updateLogo(userOf(request).tenantId, request.body.logoUrl);
        return { success: true as const };
      },
    );

    app.put(
      '/api/multi-tenancy/tenants/set-inviter',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: "Set the signed-in tenant's invitation code (a supplier's code also joins that supplier)",
          body: inviterBodySchema,
          response: { 200: ok, ...authErrors },
        },
      },
      async (request) => {
        await accounts.setInviter(userOf(request).tenantId, request.body.inviterCode);
        return { success: true as const };
      },
    );

    app.post(
      '/api/blob-storage/images',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'Upload an image (jpg or png, at most 5 MB), checked by content',
          consumes: ['multipart/form-data'],
          response: { 200: cloudUrlSchema, ...authErrors },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest(Messages.logoFormat, 'NotMultipart');
        // a multipart body that does not parse (no boundary, cut short) is a failed upload, not a 500
        const file = await request
          .file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } })
          .catch(() => Promise.reject(badRequest(Messages.uploadFailed, 'UploadFailed')));
        if (!file) throw badRequest(Messages.logoRequired, 'FileMissing');
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw badRequest(Messages.logoTooLarge, 'FileTooLarge');
          }
          throw badRequest(Messages.uploadFailed, 'UploadFailed');
        }
        const kind = sniffImage(bytes);
        if (!kind) throw badRequest(Messages.logoFormat, 'FileFormat');
        return storage.save(bytes, kind, userOf(request).tenantId);
      },
    );
  };
}
