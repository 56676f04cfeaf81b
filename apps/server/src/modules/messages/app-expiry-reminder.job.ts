import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AppExpiryReminderService } from './app-expiry-reminder.service.ts';

export const APP_EXPIRY_REMINDER_JOB = 'messages-app-expiry-reminders';
/** Every day at 09:00 China time, when people read their phones. */
export const APP_EXPIRY_REMINDER_CRON = '0 9 * * *';
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** Registers the daily reminder run; pg-boss creates one job per day across all instances. */
export async function registerAppExpiryReminderJob(
  queue: JobQueue,
  reminders: AppExpiryReminderService,
): Promise<void> {
  await queue.register<object>(APP_EXPIRY_REMINDER_JOB, async function handleAppExpiryReminders() {
    await reminders.run();
  });
  await queue.schedule(APP_EXPIRY_REMINDER_JOB, APP_EXPIRY_REMINDER_CRON, { tz: CHINA_TIME_ZONE });
}
