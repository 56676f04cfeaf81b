import { type Balance, type FinanceEntries, fenToYuan, type PagedQuery, SUGGESTED_RECHARGE_YUAN } from '@puhuo/domain';
import type { FinanceRepository } from './finance.repository.ts';

/** The distributor's balance and the movements of its money (我的余额, the workbench's finance page). */
export class FinanceService {
  constructor(private readonly repository: FinanceRepository) {}

  async balance(tenantId: string): Promise<Balance> {
    return {
      balance: fenToYuan(await this.repository.balanceFen(tenantId)),
      suggestedRecharge: SUGGESTED_RECHARGE_YUAN,
    };
  }

  async entries(tenantId: string, query: PagedQuery): Promise<FinanceEntries> {
    const { totalCount, rows } = await this.repository.entries(tenantId, query.skipCount, query.maxResultCount);
    const orderNos = await this.repository.orderNos(tenantId, [...new Set(rows.flatMap((r) => r.orderIds))]);
    return {
      totalCount,
      items: rows.map((row) => ({
        paymentId: row.paymentId,
        kind: row.kind,
        amount: fenToYuan(row.amountFen),
        onBalance: row.onBalance,
        orderNos: row.orderIds.flatMap((id) => orderNos.get(id) ?? []),
        time: row.time.toISOString(),
      })),
    };
  }
}
