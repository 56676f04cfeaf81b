import { APP_EXPIRY_REMINDER_DAYS } from '@puhuo/domain';
import { chinaDateText, chinaDay, chinaDayStart } from '../../lib/china-time.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ExpiringAuthorisationSource } from './expiring-authorisation.source.ts';
import type { NotificationService } from './notification.service.ts';

const LONGEST = Math.max(...APP_EXPIRY_REMINDER_DAYS);
/** ascending: 0, 3, 15, 30 */
const THRESHOLDS = [...APP_EXPIRY_REMINDER_DAYS].sort((a, b) => a - b);

/**
 * The threshold a shop with `daysLeft` is due for: the smallest of 30, 15, 3, 0 not below it. A day
 * the job did not run is caught up on the next run, and each threshold is sent once per expiry date.
 */
export function dueThreshold(daysLeft: number): number | undefined {
  if (daysLeft < 0) return undefined;
  return THRESHOLDS.find((t) => t >= daysLeft);
}

export interface ExpiryRunSummary {
  checked: number;
  sent: number;
}

/** Spec §9: app expiry reminders at 30, 15 and 3 days and on the expiry day (whole calendar days). */
export class AppExpiryReminderService {
  constructor(
    private readonly source: ExpiringAuthorisationSource,
    private readonly notifications: NotificationService,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<ExpiryRunSummary> {
    const today = chinaDay(this.clock.now());
    const from = chinaDayStart(today);
    const to = chinaDayStart(today + LONGEST + 1);
    const expiring = await this.source.listExpiringAuthorisations({ from, to });
    let sent = 0;
    for (const authorisation of expiring) {
      const expiryDay = chinaDay(authorisation.expiresAt);
      const daysLeft = expiryDay - today;
      const threshold = dueThreshold(daysLeft);
      if (threshold === undefined) continue;
      const expiresOn = chinaDateText(expiryDay);
      const outcome = await this.notifications.notify({
        tenantId: authorisation.tenantId,
        kind: 'appAuthorizationExpiring',
        // renewing moves the expiry date, and the thresholds apply afresh
        dedupeKey: `${authorisation.app}:${authorisation.shopId}:${expiresOn}:${threshold}`,
        data: {
          app: authorisation.app,
          shopId: authorisation.shopId,
          shopName: authorisation.shopName,
          stationType: authorisation.stationType,
          expiresOn,
          daysLeft,
        },
      });
      if (outcome.status === 'sent') sent += 1;
    }
    return { checked: expiring.length, sent };
  }
}
