import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notificationDeliveries, notifications } from '../../db/schema/index.ts';

export interface NewNotification {
  tenantId: string;
  userId: string | null;
  kind: string;
  dedupeKey: string;
  title: string;
  content: string;
  data: unknown;
  creationTime: Date;
}

export interface NewDelivery {
  notificationId: string;
  userId: string;
  openId: string;
  status: 'sent' | 'failed';
  errorCode: number | null;
  errorMessage: string | null;
  wechatMsgId: string | null;
}

export class NotificationRepository {
  constructor(private readonly db: Db) {}

  /** Writes the notification unless its dedupe key was used; returns its id, or null for a repeat. */
  async insertOnce(notification: NewNotification): Promise<string | null> {
    const [row] = await this.db
      .insert(notifications)
      .values(notification)
      .onConflictDoNothing({ target: [notifications.tenantId, notifications.kind, notifications.dedupeKey] })
      .returning({ id: notifications.id });
    return row?.id ?? null;
  }

  async recordDelivery(delivery: NewDelivery): Promise<void> {
    await this.db.insert(notificationDeliveries).values(delivery).onConflictDoNothing();
  }

  async listForTenant(tenantId: string, kind?: string) {
    return this.db
      .select()
      .from(notifications)
      .where(
        kind
          ? and(eq(notifications.tenantId, tenantId), eq(notifications.kind, kind))
          : eq(notifications.tenantId, tenantId),
      )
      .orderBy(desc(notifications.creationTime));
  }

  async deliveriesOf(notificationId: string) {
    return this.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notificationId));
  }
}
