/** What other features use of the messages feature (they import it only through this file). */
export { registerReminderHandler, type SubscriptionReminder } from './reminders.ts';
export { useMessageSubscription } from './useMessageSubscription.ts';
