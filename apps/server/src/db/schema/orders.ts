import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SalesProperty } from './catalogue.ts';
import { tenants, users } from './identity.ts';

export interface OrderAddress {
  name: string;
  phone: string;
  region: string;
  detail: string;
}

/** A purchase or sample order of one distributor from one supplier. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderNo: text('order_no').notNull().unique(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['purchase', 'sample'] }).notNull(),
    supplierTenantId: uuid('supplier_tenant_id').notNull(),
    companyName: text('company_name').notNull(),
    supplierType: smallint('supplier_type').notNull(),
    /** 1 waiting for payment, 2 paid, 3 cancelled, 4 shipped, 5 completed (OrderStatus) */
    status: smallint('status').notNull(),
    goodsAmountFen: integer('goods_amount_fen').notNull(),
    freightFen: integer('freight_fen').notNull(),
    totalFen: integer('total_fen').notNull(),
    totalQty: integer('total_qty').notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    remark: text('remark'),
    paymentId: uuid('payment_id'),
    /** the payment opened for this order and not yet settled: a second pay call returns it */
    openPaymentId: uuid('open_payment_id'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull(),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    /** the supplier shipped it: when, by which carrier, under which tracking number */
    shippedTime: timestamp('shipped_time', { withTimezone: true }),
    logisticsCompany: text('logistics_company'),
    trackingNo: text('tracking_no'),
    completedTime: timestamp('completed_time', { withTimezone: true }),
    /** cancelled by the buyer before payment, or unpaid too long */
    cancelledTime: timestamp('cancelled_time', { withTimezone: true }),
  },
  (t) => [
    index('purchase_orders_tenant_idx').on(t.tenantId, t.creationTime),
    // the workbench's tabs: one status of a tenant, newest first
    index('purchase_orders_tenant_status_idx').on(t.tenantId, t.status, t.creationTime),
    index('purchase_orders_unpaid_idx').on(t.status, t.creationTime),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    goodsId: text('goods_id').notNull(),
    goodsTenantId: uuid('goods_tenant_id').notNull(),
    skuId: text('sku_id').notNull(),
    title: text('title').notNull(),
    imgUrl: text('img_url').notNull(),
    salesProperties: jsonb('sales_properties').$type<SalesProperty[]>().notNull(),
    qty: integer('qty').notNull(),
    priceFen: integer('price_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [index('purchase_order_lines_order_idx').on(t.orderId), index('purchase_order_lines_sku_idx').on(t.skuId)],
);

/** One payment of one or more orders through the payment provider. */
export const orderPayments = pgTable('order_payments', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  orderIds: uuid('order_ids').array().notNull(),
  amountFen: integer('amount_fen').notNull(),
  provider: text('provider').notNull(),
  /** pending, paid, failed, or duplicate (the orders were already paid by another payment) */
  status: text('status', { enum: ['pending', 'paid', 'failed', 'duplicate'] }).notNull(),
  /** where the payer pays, as the provider gave it (the same page is offered again while pending) */
  payUrl: text('pay_url'),
  /** the provider's trade number, from its notification */
  tradeNo: text('trade_no'),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull(),
  finishedTime: timestamp('finished_time', { withTimezone: true }),
  /** money of a duplicate payment given back: pending until the provider confirms, then refunded */
  refundStatus: text('refund_status', { enum: ['pending', 'refunded'] }),
  refundFen: integer('refund_fen'),
  refundTime: timestamp('refund_time', { withTimezone: true }),
  /** why the last refund attempt failed (kept for the sweep and the operator) */
  refundError: text('refund_error'),
});

/** Delivery addresses of a distributor. */
export const tenantAddresses = pgTable(
  'tenant_addresses',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    /** null where the city has no districts (东莞, 中山) */
    districtCode: text('district_code'),
    streetCode: text('street_code'),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_addresses_tenant_idx').on(t.tenantId),
    // at most one default address per tenant
    uniqueIndex('tenant_addresses_default_idx').on(t.tenantId).where(sql`${t.isDefault}`),
  ],
);
