import type { Clock } from '../../lib/clock.ts';
import type { MiniSubscribeAnswer, MiniSubscribeRepository } from './mini-subscribe.repository.ts';

export interface MiniSubscription {
  templateId: string;
  status: MiniSubscribeAnswer | 'none';
  remaining: number;
}

/**
 * Mini-program subscribe messages: the mini-program asks (wx.requestSubscribeMessage) and posts the
 * user's answer per template; each accept allows one later message of that template to that user.
 */
export class MiniSubscribeService {
  constructor(
    private readonly repository: MiniSubscribeRepository,
    private readonly clock: Clock,
  ) {}

  async record(user: { userId: string; tenantId: string }, results: Record<string, MiniSubscribeAnswer>) {
    const now = this.clock.now();
    for (const [templateId, status] of Object.entries(results)) {
      await this.repository.record(user, templateId, status, now);
    }
    return this.list(user.userId, Object.keys(results));
  }

  async list(userId: string, templateIds: string[]): Promise<MiniSubscription[]> {
    const rows = new Map((await this.repository.list(userId, templateIds)).map((row) => [row.templateId, row]));
    return templateIds.map((templateId) => {
      const row = rows.get(templateId);
      return { templateId, status: row?.status ?? 'none', remaining: row?.remaining ?? 0 };
    });
  }
}
