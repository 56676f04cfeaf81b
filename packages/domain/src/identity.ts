import { z } from 'zod';
import { COMPANY_NAME_MAX_LENGTH, PHONE_LENGTH, SMS_CODE_LENGTH } from './constants.ts';
import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';

/** Phone: required; exactly 11 characters (a mainland mobile number). */
export const phoneNumberSchema = z
  .string({ error: Messages.phoneRequired })
  .trim()
  .min(1, Messages.phoneRequired)
  .refine((v) => v.length === PHONE_LENGTH && /^1\d{10}$/.test(v), Messages.phoneInvalid);

export const smsCodeSchema = z
  .string({ error: Messages.codeRequired })
  .trim()
  .min(1, Messages.codeRequired)
  .refine((v) => v.length === SMS_CODE_LENGTH && /^\d+$/.test(v), Messages.codeLength);

/** The person to contact about an application (a qualification, an offline shop): at most 20 characters. */
export const contactNameSchema = z
  .string({ error: Messages.contactNameRequired })
  .trim()
  .min(1, Messages.contactNameRequired)
  .max(20, Messages.contactNameTooLong);

export const companyNameSchema = z
  .string({ error: Messages.companyNameRequired })
  .trim()
  .min(1, Messages.companyNameRequired)
  .max(COMPANY_NAME_MAX_LENGTH, formatMessage(Messages.companyNameTooLong, { max: COMPANY_NAME_MAX_LENGTH }));

export const inviteCodeSchema = z
  .string({ error: Messages.inviteCodeRequired })
  .trim()
  .min(1, Messages.inviteCodeRequired)
  .max(32, Messages.inviteCodeNotFound);

/** The login password's policy (ours): 8-64 characters, letters and digits both, no spaces. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** The first rule a new password breaks, or null when it keeps the policy (the web's form and the server agree). */
export function passwordProblem(password: string): string | null {
  if (!password) return Messages.passwordRequired;
  if (/\s/.test(password)) return Messages.passwordNoSpaces;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return Messages.passwordLength;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return Messages.passwordLettersAndDigits;
  return null;
}

export const newPasswordSchema = z.string({ error: Messages.passwordRequired }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export interface TenantProfile {
  companyName: string | null;
  phoneNumber: string | null;
  fromStation: number | null;
  inviterCode: string | null;
}

/**
 * Which registration step a profile still needs (spec doc 1 §4): a company name that is still the
 * phone number (or its ending) needs step 1; no station origin and no inviter code needs step 2.
 */
export function profileStep(profile: TenantProfile): 1 | 2 | null {
  const name = profile.companyName?.trim() ?? '';
  if (!name || profile.phoneNumber?.endsWith(name)) return 1;
  if (!profile.fromStation && !profile.inviterCode) return 2;
  return null;
}

/** Sub-accounts are named with the tenant's uid as a suffix and may not log in. */
export function isSubAccount(userName: string, tenantUid: string): boolean {
  return userName !== tenantUid && userName.endsWith(tenantUid);
}
