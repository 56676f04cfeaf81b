import { z } from 'zod';
import { Messages } from './i18n/messages.zh-CN.ts';
import { companyNameSchema, contactNameSchema, phoneNumberSchema } from './identity.ts';

/**
 * A distributor's qualification (spec doc 1 §2: the top-level route /qualification-apply): what it
 * submits — company, business licence image, contact — and the review status. Submitting again
 * replaces a pending or rejected application; an approved one stays.
 */
export const QUALIFICATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];

export const qualificationBodySchema = z.object({
  companyName: companyNameSchema,
  /** an image the distributor uploaded (POST /api/blob-storage/images), checked by its content */
  licenceImageUrl: z.string({ error: Messages.licenceRequired }).trim().min(1, Messages.licenceRequired).max(200),
  contactName: contactNameSchema,
  contactPhone: phoneNumberSchema,
});
export type QualificationBody = z.infer<typeof qualificationBodySchema>;

export const qualificationSchema = z.object({
  status: z.enum(QUALIFICATION_STATUSES),
  application: qualificationBodySchema
    .extend({ submittedAt: z.string(), reviewedAt: z.string().nullable(), reviewNote: z.string().nullable() })
    .nullable(),
});
export type Qualification = z.infer<typeof qualificationSchema>;
