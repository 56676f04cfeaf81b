import { z } from 'zod';
import { inviteCodeSchema } from './identity.ts';

/**
 * A distributor joins a supplier with the supplier's invitation code (spec doc 1 §7, doc 2 §6:
 * POST /api/my-supplier/invitation): the supplier's invited (内邀) goods show to the distributor from
 * then on. The same code is the one asked at registration (set-inviter).
 */
export const supplierInvitationSchema = z.object({ inviteCode: inviteCodeSchema });
export type SupplierInvitation = z.infer<typeof supplierInvitationSchema>;

export const invitingSupplierSchema = z.object({
  supplierTenantId: z.string(),
  companyName: z.string(),
  /** when the distributor joined; null: not joined yet */
  joinedAt: z.string().nullable(),
});
export type InvitingSupplier = z.infer<typeof invitingSupplierSchema>;

export const mySuppliersSchema = z.object({ items: z.array(invitingSupplierSchema) });
export type MySuppliers = z.infer<typeof mySuppliersSchema>;
