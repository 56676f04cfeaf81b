import {
  companyNameSchema,
  inviteCodeSchema,
  Messages,
  newPasswordSchema,
  phoneNumberSchema,
  smsCodeSchema,
} from '@puhuo/domain';
import { z } from 'zod';

export const tokenRequestSchema = z
  .object({
    grant_type: z.string().optional(),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
    username: z.string().optional(),
    password: z.string().optional(),
    moble: z.string().optional(),
    code: z.string().optional(),
    ticket: z.string().optional(),
    union_id: z.string().optional(),
    slideId: z.string().optional(),
    slideTrack: z.string().optional(),
    scope: z.string().optional(),
  })
  .describe('form-encoded (application/x-www-form-urlencoded)');
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

export const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string() });

export const smsSendSchema = z.object({ phoneNumber: phoneNumberSchema });

export const registerPhoneSchema = z.object({
  phoneNumber: phoneNumberSchema,
  verifyCode: smsCodeSchema,
  product: z.number().int().optional(),
  isWxOpen: z.boolean().optional(),
});

export const registerThirdAppSchema = z.object({ unionId: z.string().min(1).max(64) });

export const ticketResponseSchema = z.object({ ticket: z.string() });

export const companyNameBodySchema = z.object({ companyName: companyNameSchema });
export const logoBodySchema = z.object({
  logoUrl: z.string({ error: Messages.logoRequired }).min(1, Messages.logoRequired).max(200),
});
export const inviterBodySchema = z.object({ inviterCode: inviteCodeSchema });

export const phoneLoginBodySchema = z.object({ phoneNumber: phoneNumberSchema, verifyCode: smsCodeSchema });
/** POST /api/account/set-password: the code sent to the bound phone, and the new password */
export const setPasswordBodySchema = z.object({ verifyCode: smsCodeSchema, newPassword: newPasswordSchema });
export const setPasswordResponseSchema = z.object({
  success: z.literal(true),
  /** the account 账号登录 takes with the new password */
  userName: z.string(),
});

export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });

export const slideCheckSchema = z.object({ id: z.string(), backgroundImage: z.string(), sliderImage: z.string() });

export const buyUserSchema = z.object({
  tenantFull: z.object({
    companyName: z.string(),
    phoneNumber: z.string().nullable(),
    fromStation: z.number().int().nullable(),
    inviterCode: z.string().nullable(),
    uid: z.string(),
    logoUrl: z.string().nullable(),
    productType: z.number().int(),
  }),
  currentTenant: z.object({ id: z.string(), name: z.string() }),
  currentUser: z.object({
    id: z.string(),
    userName: z.string(),
    tenantId: z.string(),
    phoneNumber: z.string().nullable(),
  }),
  bindPhone: z.boolean(),
  /** a login password is set: 账号登录 takes currentUser.userName and it */
  hasPassword: z.boolean(),
  profileStep: z.union([z.literal(1), z.literal(2), z.null()]),
});

export const applicationConfigurationSchema = z.object({
  currentUser: z.object({
    isAuthenticated: z.boolean(),
    id: z.string().nullable(),
    userName: z.string().nullable(),
    tenantId: z.string().nullable(),
  }),
  currentTenant: z.object({ id: z.string().nullable(), isAvailable: z.boolean() }),
  setting: z.object({ values: z.record(z.string(), z.string()) }),
  /** demo: the outside systems are played locally (the top bar says 演示环境) */
  environment: z.object({ mode: z.enum(['demo', 'production']) }),
});

export const qrCodeQuerySchema = z.object({
  scene: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)])),
  connectionId: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  tenantId: z.string().max(64).optional(),
});

export const qrCodeResponseSchema = z.object({
  sceneKey: z.string(),
  scanUrl: z.string(),
  qrCodeUrl: z.string(),
  expireSeconds: z.number().int(),
});

export const userLoginsSchema = z.array(
  z.object({ loginProvider: z.string(), providerDisplayName: z.string(), providerKey: z.string() }),
);

export const cloudUrlSchema = z.object({ cloudUrl: z.string() });
