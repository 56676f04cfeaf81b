import { formatMessage, Messages, ServerMessages, SMS_COUNTDOWN_SECONDS } from '@puhuo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest } from '../../http/app-error.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import { keyedHash, sameHash, sixDigitCode } from '../../lib/secrets.ts';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms/sms-provider.ts';
import type { SmsCodeRepository } from './sms-code.repository.ts';

export const SMS_CODE_LIFETIME_SECONDS = 5 * 60;
export const SMS_DAILY_LIMIT_PER_PHONE = 10;
export const SMS_DAILY_LIMIT_PER_IP = 30;
const MAX_WRONG_GUESSES = 5;

export const SmsMessages = {
  tooSoon: (seconds: number) => formatMessage(ServerMessages.smsTooSoon, { seconds }),
  dailyLimit: ServerMessages.smsDailyLimit,
  wrongCode: ServerMessages.smsWrongCode,
  expiredCode: ServerMessages.smsExpiredCode,
  usedCode: ServerMessages.smsUsedCode,
  unavailable: ServerMessages.smsUnavailable,
  providerThrottled: ServerMessages.smsProviderThrottled,
} as const;

/** 6-digit codes: 5 minutes, single use, 60 s apart per phone, capped per day per phone and per IP. */
export class SmsService {
  constructor(
    private readonly codes: SmsCodeRepository,
    private readonly provider: SmsProvider,
    private readonly clock: Clock,
    private readonly secretKey: string,
    private readonly log: FastifyBaseLogger,
    /** the per-address daily limit is an abuse limit: off with ABUSE_LIMITS=off (demo runs where every user shares one address) */
    private readonly limitPerAddress = true,
  ) {}

  async send(phoneNumber: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const latest = await this.codes.latestSentTo(phoneNumber);
    if (latest) {
      const elapsed = (now.getTime() - latest.creationTime.getTime()) / 1000;
      if (elapsed < SMS_COUNTDOWN_SECONDS) {
        throw new AppError(403, SmsMessages.tooSoon(Math.ceil(SMS_COUNTDOWN_SECONDS - elapsed)), {
          code: 'SmsTooFrequent',
        });
      }
    }
    const dayAgo = addSeconds(now, -24 * 3600);
    const sent = await this.codes.sentSince(dayAgo, { phoneNumber, ip });
    if (sent.toPhone >= SMS_DAILY_LIMIT_PER_PHONE || (this.limitPerAddress && sent.byIp >= SMS_DAILY_LIMIT_PER_IP)) {
      throw new AppError(403, SmsMessages.dailyLimit, { code: 'SmsDailyLimit' });
    }
    const code = sixDigitCode();
    const id = await this.codes.add({
      phoneNumber,
      codeHash: keyedHash(this.secretKey, `${phoneNumber}:${code}`),
      ip,
      creationTime: now,
      expiresAt: addSeconds(now, SMS_CODE_LIFETIME_SECONDS),
    });
    try {
      await this.provider.sendVerificationCode(phoneNumber, code);
    } catch (error) {
      // a text that never left counts neither against the countdown nor the daily limit
      if (id) await this.codes.forget(id);
      throw this.deliveryFailure(error);
    }
  }

  private deliveryFailure(error: unknown): AppError {
    if (!(error instanceof SmsDeliveryError)) {
      this.log.error({ err: error }, 'SMS provider failed');
      return new AppError(503, SmsMessages.unavailable, { code: 'SmsUnavailable' });
    }
    this.log.warn({ reason: error.reason, providerCode: error.providerCode }, 'SMS provider refused a text');
    switch (error.reason) {
      case 'rateLimited':
        return new AppError(429, SmsMessages.providerThrottled, { code: 'SmsRateLimited' });
      case 'invalidNumber':
        return badRequest(Messages.phoneInvalid, 'SmsNumberInvalid');
      default:
        return new AppError(503, SmsMessages.unavailable, { code: 'SmsUnavailable' });
    }
  }

  /** Consumes the phone's latest code when it matches; every failure is a 400 with its reason. */
  async consume(phoneNumber: string, code: string): Promise<void> {
    const now = this.clock.now();
    const latest = await this.codes.latestSentTo(phoneNumber);
    if (!latest) throw badRequest(SmsMessages.wrongCode, 'SmsCodeInvalid');
    const matches = sameHash(latest.codeHash, keyedHash(this.secretKey, `${phoneNumber}:${code}`));
    if (!matches) {
      if (latest.usedAt === null) {
        const attempts = latest.attempts + 1;
        await this.codes.recordWrongGuess(latest.id, attempts, attempts >= MAX_WRONG_GUESSES ? now : null);
      }
      throw badRequest(SmsMessages.wrongCode, 'SmsCodeInvalid');
    }
    if (latest.usedAt !== null) throw badRequest(SmsMessages.usedCode, 'SmsCodeUsed');
    if (latest.expiresAt <= now) throw badRequest(SmsMessages.expiredCode, 'SmsCodeExpired');
    // two requests racing for one code: only one wins
    if (!(await this.codes.spend(latest.id, now))) throw badRequest(SmsMessages.usedCode, 'SmsCodeUsed');
  }
}
