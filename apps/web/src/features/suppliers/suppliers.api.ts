import type { InvitingSupplier, MySuppliers } from '@puhuo/domain';
import { http } from '../../api/http.ts';

export const suppliersApi = {
  /** the supplier an invitation code names; failures are shown by the modal itself */
  lookUp: (inviteCode: string) =>
    http.get<InvitingSupplier>('/api/my-supplier/invitation', { inviteCode }, { noErrorMessage: true }),
  join: (inviteCode: string) =>
    http.post<InvitingSupplier>('/api/my-supplier/invitation', { inviteCode }, { noErrorMessage: true }),
  mine: () => http.get<MySuppliers>('/api/my-supplier'),
};

export const supplierKeys = { mine: ['my-suppliers'] as const };
