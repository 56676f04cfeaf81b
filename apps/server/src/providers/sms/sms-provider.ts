import { formatMessage, ServerMessages } from '@puhuo/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import { maskPhone } from '../../lib/secrets.ts';

/** Why a provider did not send a text. */
export type SmsFailureReason =
  /** the provider throttles this number or the account (Aliyun isv.BUSINESS_LIMIT_CONTROL) */
  | 'rateLimited'
  /** the number cannot receive texts (Aliyun isv.MOBILE_NUMBER_ILLEGAL) */
  | 'invalidNumber'
  /** the provider could not be reached or answered 5xx: worth trying again later */
  | 'unavailable'
  /** anything else the provider refused (bad signature, template, sign name, balance) */
  | 'refused';

export class SmsDeliveryError extends Error {
  constructor(
    readonly reason: SmsFailureReason,
    message: string,
    /** the provider's own code, for the log */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * Sends the 6-digit verification code by text. A provider sends it through its own approved
 * template (real providers do not take free text); failures are SmsDeliveryError.
 */
export interface SmsProvider {
  readonly identifier: string;
  sendVerificationCode(phoneNumber: string, code: string): Promise<void>;
}

/** The text of the code, as the local provider shows it and as the real template is approved. */
export const verificationText = (code: string) => formatMessage(ServerMessages.smsVerificationText, { code });

/** The local provider (demo mode): messages land in an outbox that a development page shows, playing the phone. */
export class LocalSmsProvider implements SmsProvider {
  readonly identifier = 'local';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendVerificationCode(phoneNumber: string, code: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phoneNumber, text: verificationText(code) });
    // the text holds a code: the log names the outbox, not the code
    this.log.info(`SMS to ${maskPhone(phoneNumber)} is in the development outbox at /dev/sms-outbox`);
  }

  async outbox(phoneNumber?: string, limit = 50) {
    return this.db
      .select()
      .from(smsOutbox)
      .where(phoneNumber ? eq(smsOutbox.phoneNumber, phoneNumber) : undefined)
      .orderBy(desc(smsOutbox.creationTime))
      .limit(limit);
  }
}
