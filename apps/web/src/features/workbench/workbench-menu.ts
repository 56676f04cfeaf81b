import { LISTINGS_PATH } from '../listings/index.ts';
import { PURCHASE_ORDERS_PATH } from '../orders/index.ts';

export const FINANCE_PATH = '/workbench/finance';

/** The workbench's side menu: only pages that exist, each with its label key in the workbench catalogue. */
export const WORKBENCH_MENU = [
  { path: PURCHASE_ORDERS_PATH, label: 'purchaseOrders' },
  { path: LISTINGS_PATH, label: 'listings' },
  { path: FINANCE_PATH, label: 'finance' },
] as const;
