import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import { maskPhone } from '../../lib/secrets.ts';

/** Sends a text message. A real provider (Aliyun, Tencent Cloud ...) is a matter of configuration. */
export interface SmsProvider {
  readonly identifier: string;
  send(phoneNumber: string, text: string): Promise<void>;
}

/** The local provider: messages land in an outbox that a development page shows, playing the phone. */
export class LocalSmsProvider implements SmsProvider {
  readonly identifier = 'local';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(phoneNumber: string, text: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phoneNumber, text });
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
