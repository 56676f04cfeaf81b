import { z } from 'zod';
import { SUGGESTED_RECHARGE_YUAN } from './constants.ts';
import { Messages } from './i18n/messages.zh-CN.ts';
import { pagedQuerySchema } from './paging.ts';

/** The most one recharge may bring, yuan. */
export const MAX_RECHARGE_YUAN = 50_000;

/**
 * Under this balance, yuan, the distributor is reminded to recharge (once each time a payment takes the
 * balance from at least this to under it). The spec names no threshold; its suggested recharge (doc 1
 * §9, 100 yuan) is the amount it expects a balance to need, so the reminder comes when less than that is left.
 */
export const LOW_BALANCE_THRESHOLD_YUAN = SUGGESTED_RECHARGE_YUAN;

/** POST /api/finance/recharge: an amount in yuan, at most two decimals */
export const rechargeSchema = z.object({
  amount: z
    .number({ error: Messages.rechargeAmountInvalid })
    .min(0.01, Messages.rechargeAmountInvalid)
    .max(MAX_RECHARGE_YUAN, Messages.rechargeAmountInvalid)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, Messages.rechargeAmountInvalid),
});

/** GET /api/finance/balance */
export const balanceSchema = z.object({
  /** yuan */
  balance: z.number(),
  /** the spec's suggested recharge (doc 1 §9), yuan */
  suggestedRecharge: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;

/**
 * One movement of the distributor's money: a recharge into the balance (through the payment provider),
 * an order paid online, a duplicate payment given back the way it came.
 */
export const FINANCE_ENTRY_KINDS = ['recharge', 'orderPayment', 'refund'] as const;
export type FinanceEntryKind = (typeof FINANCE_ENTRY_KINDS)[number];

export const financeEntrySchema = z.object({
  /** the payment it comes from */
  paymentId: z.string(),
  kind: z.enum(FINANCE_ENTRY_KINDS),
  /** yuan: money in is positive, money out negative */
  amount: z.number(),
  /** whether it moved the balance (a recharge) or went through the payment provider (orders, refunds) */
  onBalance: z.boolean(),
  orderNos: z.array(z.string()),
  time: z.string(),
});
export type FinanceEntry = z.infer<typeof financeEntrySchema>;

/** GET /api/finance/entries */
export const financeEntriesQuerySchema = pagedQuerySchema;
export const financeEntriesSchema = z.object({ totalCount: z.number().int(), items: z.array(financeEntrySchema) });
export type FinanceEntries = z.infer<typeof financeEntriesSchema>;

/** POST /api/purchase-order/pay/balance-pay: the orders paid from the balance at once */
export const balancePaidSchema = z.object({
  paymentId: z.string(),
  orderIds: z.array(z.string()),
  /** yuan taken from the balance */
  amount: z.number(),
  /** yuan left */
  balance: z.number(),
});
export type BalancePaid = z.infer<typeof balancePaidSchema>;
