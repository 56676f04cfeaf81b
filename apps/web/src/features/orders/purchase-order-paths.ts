/** Where the workbench shows the distributor's purchase orders: the list (one status tab) and one order. */
export const PURCHASE_ORDERS_PATH = '/workbench/purchase-orders';

export function purchaseOrdersPath(status?: number): string {
  return status === undefined ? PURCHASE_ORDERS_PATH : `${PURCHASE_ORDERS_PATH}?status=${status}`;
}

export function purchaseOrderPath(id: string): string {
  return `${PURCHASE_ORDERS_PATH}/${id}`;
}
