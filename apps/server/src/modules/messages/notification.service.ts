import { SUBSCRIPTION_REMINDERS, type SubscriptionReminderName } from '@puhuo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { OfficialAccountClient } from '../../providers/wechat/official-account.client.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { MessageSwitchService } from './message-switch.service.ts';
import type { NotificationRepository } from './notification.repository.ts';
import { NOTIFICATION_KINDS, type NotificationData, type NotificationKind } from './notification-kinds.ts';
import type { OfficialAccountFollowService } from './official-account-follow.service.ts';

export interface NotifyInput<K extends NotificationKind> {
  tenantId: string;
  /** the one user it concerns (e.g. the operator of a publish task); every follower of the tenant when absent */
  userId?: string;
  kind: K;
  /** unique per tenant and kind for one event (e.g. `task:<id>`): the same key never notifies twice */
  dedupeKey: string;
  data: NotificationData<K>;
}

export type NotifyOutcome =
  | { status: 'disabled' }
  | { status: 'duplicate' }
  | { status: 'sent'; notificationId: string; delivered: number; failed: number };

/** The `ReceiveMessage` realtime event's data. */
export interface ReceivedMessage {
  id: string;
  kind: NotificationKind;
  title: string;
  content: string;
  creationTime: string;
}

/**
 * The one door for notifications: checks the tenant's switch for the kind, writes the notification
 * once per dedupe key, sends the template message to every following recipient's WeChat and pushes
 * `ReceiveMessage` (plus the kind's reminder event, if any) to the web.
 */
export class NotificationService {
  constructor(
    private readonly repository: NotificationRepository,
    private readonly switches: MessageSwitchService,
    private readonly follows: OfficialAccountFollowService,
    private readonly officialAccount: OfficialAccountClient,
    private readonly hub: RealtimeHub,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async notify<K extends NotificationKind>(input: NotifyInput<K>): Promise<NotifyOutcome> {
    const definition = NOTIFICATION_KINDS[input.kind];
    // a caller's bug (bad data) fails loudly here rather than sending a broken message
    const data = definition.data.parse(input.data);
    if (!(await this.switches.isEnabled(input.tenantId, definition.switchKey))) return { status: 'disabled' };

    // render takes the data its own kind declared; the map's union cannot say so by itself
    const rendered = (definition.render as (d: unknown) => ReturnType<typeof definition.render>)(data);
    const now = this.clock.now();
    const notificationId = await this.repository.insertOnce({
      tenantId: input.tenantId,
      userId: input.userId ?? null,
      kind: input.kind,
      dedupeKey: input.dedupeKey,
      title: rendered.title,
      content: rendered.content,
      data,
      creationTime: now,
    });
    if (!notificationId) return { status: 'duplicate' };

    let delivered = 0;
    let failed = 0;
    for (const recipient of await this.follows.recipients(input.tenantId, input.userId)) {
      const result = await this.officialAccount
        .sendTemplateMessage({
          touser: recipient.openId,
          template_id: definition.templateId,
          data: Object.fromEntries(Object.entries(rendered.fields).map(([key, value]) => [key, { value }])),
        })
        .catch((error: unknown) => ({ errcode: -1, errmsg: (error as Error).message, msgid: undefined }));
      if (result.errcode === 0) delivered += 1;
      else {
        failed += 1;
        this.log.warn({ notificationId, errcode: result.errcode, errmsg: result.errmsg }, 'template message not sent');
      }
      await this.repository.recordDelivery({
        notificationId,
        userId: recipient.userId,
        openId: recipient.openId,
        status: result.errcode === 0 ? 'sent' : 'failed',
        errorCode: result.errcode === 0 ? null : result.errcode,
        errorMessage: result.errcode === 0 ? null : result.errmsg,
        wechatMsgId: result.msgid ?? null,
      });
    }

    const target = input.userId ? { userId: input.userId, tenantId: input.tenantId } : { tenantId: input.tenantId };
    const message: ReceivedMessage = {
      id: notificationId,
      kind: input.kind,
      title: rendered.title,
      content: rendered.content,
      creationTime: now.toISOString(),
    };
    await this.hub.publish(target, 'ReceiveMessage', message);
    const reminder = (definition as { reminder?: (d: unknown) => SubscriptionReminderName | undefined }).reminder?.(
      data,
    );
    if (reminder) await this.remind(target, reminder, data);
    return { status: 'sent', notificationId, delivered, failed };
  }

  /** A subscription reminder (spec §4: group 8, type 25 or 26): the web opens the ordering modal. */
  async remind(
    target: { userId: string; tenantId?: string } | { tenantId: string },
    reminder: SubscriptionReminderName,
    data: unknown,
  ): Promise<void> {
    await this.hub.publish(target, reminder, { ...SUBSCRIPTION_REMINDERS[reminder], data });
  }
}
