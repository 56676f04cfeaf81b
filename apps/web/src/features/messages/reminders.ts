import { SUBSCRIPTION_REMINDERS, type SubscriptionReminderName } from '@puhuo/domain';
import type { RealtimeClient } from '../../api/realtime.ts';

/** What a ShopAppNeedOrder / BuyAppNeedOrder event carries: group 8, type 25 or 26, and the app's data. */
export interface SubscriptionReminder {
  group: number;
  type: number;
  data?: {
    app?: 'shopApp' | 'buyApp';
    shopId?: string;
    shopName?: string;
    stationType?: number;
    expiresOn?: string;
    daysLeft?: number;
  };
}

export type ReminderHandler = (reminder: SubscriptionReminder) => void;

const handlers = new Map<SubscriptionReminderName, ReminderHandler>();

/**
 * The shops feature registers what a reminder opens (the app-ordering modal, the buyer-app modal);
 * until it does, a reminder is only logged. Returns the unregister function.
 */
export function registerReminderHandler(name: SubscriptionReminderName, handler: ReminderHandler): () => void {
  handlers.set(name, handler);
  return () => {
    if (handlers.get(name) === handler) handlers.delete(name);
  };
}

export function dispatchReminder(name: SubscriptionReminderName, reminder: SubscriptionReminder): void {
  const handler = handlers.get(name);
  if (handler) handler(reminder);
  else console.info(`[realtime] ${name} reminder (no handler yet)`, reminder);
}

/** Routes the reminder events to their handlers; ReceiveMessage and Progress are only logged (spec §4). */
export function listenForReminders(client: RealtimeClient): () => void {
  const stops = (Object.keys(SUBSCRIPTION_REMINDERS) as SubscriptionReminderName[]).map((name) =>
    client.on(name, (data) => dispatchReminder(name, data as SubscriptionReminder)),
  );
  stops.push(client.on('ReceiveMessage', (data) => console.info('[realtime] ReceiveMessage', data)));
  stops.push(client.on('Progress', (data) => console.debug('[realtime] Progress', data)));
  return () => {
    for (const stop of stops) stop();
  };
}
