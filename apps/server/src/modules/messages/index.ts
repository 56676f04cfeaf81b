import type { ModuleContext, ModuleEdges } from '../../lib/module-entry.ts';
import type { OfficialAccountClient } from '../../providers/wechat/official-account.client.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import { registerAppExpiryReminderJob } from './app-expiry-reminder.job.ts';
import { AppExpiryReminderService } from './app-expiry-reminder.service.ts';
import type { ExpiringAuthorisationSource } from './expiring-authorisation.source.ts';
import { MessageSwitchRepository } from './message-switch.repository.ts';
import { messageSwitchRoutes } from './message-switch.routes.ts';
import { MessageSwitchService } from './message-switch.service.ts';
import { MiniSubscribeRepository } from './mini-subscribe.repository.ts';
import { MiniSubscribeService } from './mini-subscribe.service.ts';
import { NotificationRepository } from './notification.repository.ts';
import { NotificationService } from './notification.service.ts';
import { OfficialAccountRepository } from './official-account.repository.ts';
import { officialAccountRoutes } from './official-account.routes.ts';
import { OfficialAccountFollowService } from './official-account-follow.service.ts';

export { APP_EXPIRY_REMINDER_JOB, registerAppExpiryReminderJob } from './app-expiry-reminder.job.ts';
export type { ExpiringAuthorisation, ExpiringAuthorisationSource } from './expiring-authorisation.source.ts';
export type { NotificationService } from './notification.service.ts';
export type { OfficialAccountFollowService } from './official-account-follow.service.ts';

export interface MessagesDependencies extends ModuleContext {
  hub: RealtimeHub;
  officialAccount: OfficialAccountClient;
  /** the Token (and EncodingAESKey in safe mode) WeChat signs the official account's callbacks with */
  wechatCallback: { token: string; encodingAesKey?: string };
  /** a scan of a login QR through the official account: WeChat scan login */
  onLoginScan(sceneKey: string, openId: string): Promise<void>;
  /** the app authorisations that end soon, which the shops module answers */
  expiringAuthorisations: ExpiringAuthorisationSource;
}

/**
 * Messages: the per-tenant message switches, the official account's followers and QR scenes, mini-program
 * subscriptions, and notifications, the one door other modules tell users through.
 */
export function createMessages(deps: MessagesDependencies) {
  const { db, clock, log, hub, officialAccount } = deps;
  const messageSwitches = new MessageSwitchService(new MessageSwitchRepository(db), clock);
  const follows = new OfficialAccountFollowService(
    new OfficialAccountRepository(db),
    officialAccount,
    hub,
    clock,
    deps.wechatCallback,
    deps.onLoginScan,
  );
  const notifications = new NotificationService(
    new NotificationRepository(db),
    messageSwitches,
    follows,
    officialAccount,
    hub,
    clock,
    log,
  );
  const miniSubscribe = new MiniSubscribeService(new MiniSubscribeRepository(db), clock);
  const appExpiryReminders = new AppExpiryReminderService(deps.expiringAuthorisations, notifications, clock);
  return {
    messageSwitches,
    follows,
    /** the one entry point for notifications: `notifications.notify({ tenantId, userId?, kind, dedupeKey, data })` */
    notifications,
    miniSubscribe,
    appExpiryReminders,
    routes: async (app) => {
      await app.register(messageSwitchRoutes(messageSwitches));
      await app.register(officialAccountRoutes(follows, miniSubscribe));
    },
    async startWorkers(queue) {
      await registerAppExpiryReminderJob(queue, appExpiryReminders);
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}

export type Messages = ReturnType<typeof createMessages>;
