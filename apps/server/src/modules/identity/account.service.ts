import { randomInt } from 'node:crypto';
import { DEFAULT_INVITE_CODE, Messages, profileStep, ServerMessages } from '@puhuo/domain';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { UploadedImages } from '../../providers/storage/image-storage.ts';
import type { SupplierInvitationService } from '../catalogue/index.ts';
import type { AuthTicketService } from './auth-ticket.service.ts';
import type { LoginAttemptRepository } from './login-attempt.repository.ts';
import { passwordHasher } from './password-hasher.ts';
import type { SmsService } from './sms.service.ts';
import type { TenantRepository } from './tenant.repository.ts';
import type { UserRepository } from './user.repository.ts';

export const AccountMessages = {
  inviteCodeUnknown: ServerMessages.inviteCodeUnknown,
  phoneTaken: ServerMessages.phoneTaken,
  logoUnknown: Messages.logoRequired,
  phoneNotRegistered: ServerMessages.phoneNotRegistered,
} as const;

/** Tenant and user data the signed-in distributor reads and completes. */
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
    private readonly loginAttempts: LoginAttemptRepository,
    private readonly images: UploadedImages,
    private readonly sms: SmsService,
    private readonly tickets: AuthTicketService,
    private readonly invitations: SupplierInvitationService,
  ) {}

  async tenantOf(tenantId: string) {
    const tenant = await this.tenants.byId(tenantId);
    if (!tenant) throw notFound(ServerMessages.tenantNotFound);
    return tenant;
  }

  /** publishing needs a bound phone (spec doc 2 §4) */
  async hasBoundPhone(userId: string): Promise<boolean> {
    const user = await this.users.find({ id: userId });
    return Boolean(user?.phoneNumber);
  }

  async buyUser(userId: string, tenantId: string) {
    const tenant = await this.tenantOf(tenantId);
    const user = await this.users.find({ id: userId });
    if (!user) throw notFound(ServerMessages.userNotFound);
    const tenantFull = {
      companyName: tenant.companyName,
      phoneNumber: tenant.phoneNumber,
      fromStation: tenant.fromStation,
      inviterCode: tenant.inviterCode,
      uid: tenant.uid,
      logoUrl: tenant.logoUrl,
      productType: tenant.productType,
    };
    return {
      tenantFull,
      currentTenant: { id: tenant.id, name: tenant.companyName },
      currentUser: { id: user.id, userName: user.userName, tenantId: user.tenantId, phoneNumber: user.phoneNumber },
      bindPhone: Boolean(user.phoneNumber),
      /** 账号登录 works once a password is set (a distributor registered by phone or WeChat has none) */
      hasPassword: Boolean(user.passwordHash),
      profileStep: profileStep(tenantFull),
    };
  }

  async updateCompanyName(tenantId: string, companyName: string): Promise<void> {
    await this.tenants.rename(tenantId, companyName);
  }

  async updateLogo(tenantId: string, logoUrl: string): Promise<void> {
    if (!(await this.images.isUploadedBy(logoUrl, tenantId)))
      throw badRequest(AccountMessages.logoUnknown, 'LogoUnknown');
    await this.tenants.setLogo(tenantId, logoUrl);
  }

  /** The default code, or a supplier's code (which also links the supplier's invited goods). */
  async setInviter(tenantId: string, code: string): Promise<void> {
    const normalised = code.trim().toUpperCase();
    if (normalised !== DEFAULT_INVITE_CODE) {
      const supplier = await this.invitations.findSupplierByCode(normalised);
      if (!supplier) throw forbidden(AccountMessages.inviteCodeUnknown, 'InviteCodeUnknown');
      await this.invitations.link(supplier.tenantId, tenantId);
    }
    await this.tenants.setInviterCode(tenantId, normalised);
  }

  /** Bind a phone to the signed-in user: `{ success, message }` as the spec's client expects. */
  async addPhoneLogin(userId: string, tenantId: string, phoneNumber: string, code: string) {
    if (await this.users.isPhoneTakenByOther(phoneNumber, userId))
      return { success: false, message: AccountMessages.phoneTaken };
    try {
      await this.sms.consume(phoneNumber, code);
    } catch (error) {
      if (error instanceof AppError) return { success: false, message: error.message };
      throw error;
    }
    await this.users.transaction(async (tx) => {
      await this.users.setPhoneNumber(userId, phoneNumber, tx);
      const tenant = await this.tenants.byId(tenantId, tx);
      if (tenant && !tenant.phoneNumber) await this.tenants.setPhoneNumber(tenantId, phoneNumber, tx);
    });
    return { success: true, message: Messages.bound };
  }

  /**
   * Sets (or changes) the user's login password, proven by a code sent to the phone bound to the
   * account: the phone is the account's, never one the request names. Answers the user name that
   * 账号登录 takes with it.
   */
  async setPassword(
    userId: string,
    verifyCode: string,
    newPassword: string,
    clientAddress: string,
  ): Promise<{ userName: string }> {
    const user = await this.users.find({ id: userId });
    if (!user) throw notFound(ServerMessages.userNotFound);
    if (!user.phoneNumber) throw forbidden(Messages.phoneNotBound, 'PhoneNotBound');
    await this.sms.consume(user.phoneNumber, verifyCode);
    const passwordHash = await passwordHasher.hash(newPassword, clientAddress);
    await this.users.transaction(async (tx) => {
      await this.users.setPasswordHash(userId, passwordHash, tx);
      // a lockout from guesses at the old password does not outlive it
      await this.loginAttempts.clear(user.userName, tx);
    });
    return { userName: user.userName };
  }

  async userLogins(userId: string) {
    const user = await this.users.find({ id: userId });
    if (!user?.unionId) return [];
    return [
      {
        loginProvider: 'WeChat',
        providerDisplayName: ServerMessages.wechatProviderName,
        providerKey: `${user.unionId.slice(0, 4)}****`,
      },
    ];
  }

  authTicket(userId: string): Promise<string> {
    return this.tickets.issue(userId);
  }

  /** Step 0 of registration: a new distributor named after its phone, handed over by a ticket. */
  async registerByPhone(phoneNumber: string, code: string): Promise<{ ticket: string }> {
    await this.sms.consume(phoneNumber, code);
    if (await this.users.find({ phoneNumber })) throw forbidden(Messages.accountExists, 'AccountExists');
    const userId = await this.createDistributor({ companyName: phoneNumber, phoneNumber, userName: phoneNumber });
    return { ticket: await this.tickets.issue(userId) };
  }

  /** Registration by a WeChat identity confirmed on the phone, not yet bound to an account. */
  async registerByWechat(unionId: string): Promise<{ ticket: string }> {
    if (await this.users.find({ unionId })) throw forbidden(Messages.accountExists, 'AccountExists');
    const userId = await this.createDistributor({
      companyName: '',
      phoneNumber: null,
      userName: `wx_${unionId.slice(-10)}`,
      unionId,
    });
    return { ticket: await this.tickets.issue(userId) };
  }

  /** A retail user, proven by a code sent to their phone, becomes a distributor (register to channel). */
  async registerToChannel(phoneNumber: string, code: string): Promise<{ ticket: string }> {
    await this.sms.consume(phoneNumber, code);
    const user = await this.users.find({ phoneNumber });
    if (!user) throw forbidden(AccountMessages.phoneNotRegistered, 'PhoneNotRegistered');
    if (!user.isRetail) throw forbidden(Messages.accountExists, 'AccountExists');
    await this.users.markDistributor(user.id);
    return { ticket: await this.tickets.issue(user.id) };
  }

  private async createDistributor(input: {
    companyName: string;
    phoneNumber: string | null;
    userName: string;
    unionId?: string;
  }): Promise<string> {
    return this.users.transaction(async (tx) => {
      const tenantId = await this.tenants.add(
        {
          kind: 'distributor',
          companyName: input.companyName,
          phoneNumber: input.phoneNumber,
          uid: `D${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`,
        },
        tx,
      );
      return this.users.add(
        { tenantId, userName: input.userName, phoneNumber: input.phoneNumber, unionId: input.unionId ?? null },
        tx,
      );
    });
  }
}
