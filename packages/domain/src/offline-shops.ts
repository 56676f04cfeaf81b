import { z } from 'zod';
import { Messages } from './i18n/messages.zh-CN.ts';
import { contactNameSchema, phoneNumberSchema } from './identity.ts';
import { STATIONS } from './stations.ts';

/**
 * Offline shop applications (spec doc 1 §7, doc 2 §7: "offline shop apply endpoints"): a shop on a
 * channel that cannot be authorised online (the offline-only station types) is applied for, and the
 * operators open it by hand; the distributor follows the review status.
 */
export const OFFLINE_SHOP_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The channels an offline shop can be applied for. */
export const OFFLINE_STATION_VALUES: readonly number[] = STATIONS.filter((s) => !s.isOnline).map((s) => s.value);

export const offlineShopApplyBodySchema = z.object({
  stationType: z
    .number({ error: Messages.offlineChannelRequired })
    .int()
    .refine((value) => OFFLINE_STATION_VALUES.includes(value), Messages.offlineChannelRequired),
  shopName: z
    .string({ error: Messages.shopNameRequired })
    .trim()
    .min(1, Messages.shopNameRequired)
    .max(50, Messages.offlineShopNameTooLong),
  contactName: contactNameSchema,
  contactPhone: phoneNumberSchema,
  note: z.string().trim().max(200, Messages.offlineNoteTooLong).optional(),
});
export type OfflineShopApplyBody = z.infer<typeof offlineShopApplyBodySchema>;

export const offlineShopApplicationSchema = z.object({
  id: z.string(),
  stationType: z.number(),
  shopName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  note: z.string().nullable(),
  status: z.enum(OFFLINE_SHOP_STATUSES),
  reviewNote: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type OfflineShopApplication = z.infer<typeof offlineShopApplicationSchema>;
export const offlineShopApplicationsSchema = z.object({ items: z.array(offlineShopApplicationSchema) });
