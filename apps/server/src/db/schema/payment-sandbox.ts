import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The local payment provider's own books: the trades its sandbox pay page settles. */
export const sandboxPayments = pgTable('sandbox_payments', {
  /** the provider's trade number */
  tradeNo: text('trade_no').primaryKey(),
  /** the merchant's payment id (ours) */
  outTradeNo: text('out_trade_no').notNull().unique(),
  amountFen: integer('amount_fen').notNull(),
  subject: text('subject').notNull(),
  /** where the pay page sends the payer afterwards */
  returnUrl: text('return_url'),
  status: text('status', { enum: ['pending', 'paid', 'closed'] }).notNull(),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  paidTime: timestamp('paid_time', { withTimezone: true }),
  /** refunded so far, and the merchant's refund request numbers already honoured */
  refundedFen: integer('refunded_fen').notNull().default(0),
  refundRequests: text('refund_requests').array().notNull().default([]),
});
