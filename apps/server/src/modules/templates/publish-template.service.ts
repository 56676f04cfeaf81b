import {
  type AnyTemplateDeclaration,
  genericListingSettings,
  getPath,
  isActive,
  isNamed,
  isUuid,
  type Locale,
  Messages,
  type ResolvedListingSettings,
  resolveTemplate,
  ServerMessages,
  setPath,
  type TemplatePlatform,
  templateDefaults,
  templateForPlatform,
  templateForStation,
  templateSchema,
} from '@puhuo/domain';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import { validationEnvelope, validationErrorsOf } from '../../http/error-handler.ts';
import type { SchemaIssue } from '../../http/validation-messages.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PublishTemplateRepository } from './publish-template.repository.ts';
import type { ShopSessions, TemplateLookupService, TemplateShopSession } from './template-lookup.service.ts';

/** How a call names the shop: our shop id, or (taobao, xiaohongshu) the shop group's appId. */
export type ShopRef = string | { shopId: string } | { appId: string };

/** The shops module's shop groups (one platform shop, one row per app it authorised). */
export interface ShopGroups {
  groups(
    tenantId: string,
    appId?: string,
  ): Promise<{ stationType: number; shops: { id: string; goodsRights: boolean; isExpired: boolean }[] }[]>;
}

/** A template as the client reads it: the form's values, the platform's own shape, its id and shop. */
export type TemplateAnswer = Record<string, unknown> & { id: string | null; shopId: string };

/** A save the declarations refuse: 400 with the spec's message and every broken rule. */
export class TemplateValidationError extends AppError {
  constructor(readonly problems: SchemaIssue[]) {
    super(400, problems[0]?.message ?? ServerMessages.requestInvalid, { code: 'ValidationError' });
  }

  /** Every broken rule in the request's language, the first one as the message. */
  envelope(locale: Locale) {
    return validationEnvelope(validationErrorsOf(this.problems, locale), locale);
  }
}

/** A rule the platform's declaration or the platform itself says is broken, at a path of the values. */
const problem = (path: string, message: string): SchemaIssue => ({
  keyword: 'custom',
  instancePath: `/${path.replaceAll('.', '/')}`,
  message,
  params: {},
});

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/**
 * One publish template per shop, tenant-owned. The platform's declaration validates a save (the spec's
 * messages) and the shop's connector checks what only the platform knows: that the category is a
 * leaf, the brand belongs to it, and the freight template and logistics plan are the shop's own.
 */
export class PublishTemplateService {
  constructor(
    private readonly shops: ShopSessions,
    private readonly shopGroups: ShopGroups,
    private readonly repository: PublishTemplateRepository,
    private readonly lookups: TemplateLookupService,
    private readonly clock: Clock,
  ) {}

  /** The shop's session, refused when the shop is not the platform's (or not the tenant's: 404). */
  async sessionOf(tenantId: string, platform: TemplatePlatform | null, shop: ShopRef): Promise<TemplateShopSession> {
    const session = await this.shops.sessionFor(tenantId, await this.shopIdOf(tenantId, shop));
    if (platform && templateForPlatform(platform).station !== session.station) {
      throw badRequest(Messages.shopNotOfPlatform, 'ShopNotOfPlatform');
    }
    return session;
  }

  /**
   * A shop of the tenant on a platform that can read the platform's categories (its goods app, not
   * expired), for a lookup asked by platform alone (spec doc 2 §7: sub-list by parentId and stationType).
   */
  async shopOnStation(tenantId: string, stationType: number): Promise<string | null> {
    const groups = await this.shopGroups.groups(tenantId);
    const usable = groups
      .filter((group) => group.stationType === stationType)
      .flatMap((group) => group.shops)
      .find((shop) => shop.goodsRights && !shop.isExpired);
    return usable?.id ?? null;
  }

  /**
   * Our shop id. An appId is our shop id under that name (as the web sends it) or a shop group, whose
   * shop with the goods app (the one that publishes) keeps the template.
   */
  private async shopIdOf(tenantId: string, shop: ShopRef): Promise<string> {
    if (typeof shop === 'string') return shop;
    if ('shopId' in shop) return shop.shopId;
    if (isUuid(shop.appId)) return shop.appId;
    const [group] = await this.shopGroups.groups(tenantId, shop.appId);
    const rows = (group?.shops ?? []).filter((s) => s.goodsRights);
    const row = rows.find((s) => !s.isExpired) ?? rows[0];
    if (!row) throw notFound(Messages.shopNotFound);
    return row.id;
  }

  async get(tenantId: string, platform: TemplatePlatform, shopId: ShopRef): Promise<TemplateAnswer> {
    const session = await this.sessionOf(tenantId, platform, shopId);
    const declaration = templateForPlatform(platform);
    const row = await this.repository.findByShop(session.shopId);
    const values = row?.values ?? templateDefaults(declaration);
    return this.answer(declaration, row?.id ?? null, session.shopId, values);
  }

  async save(tenantId: string, platform: TemplatePlatform, shopId: ShopRef, body: unknown): Promise<TemplateAnswer> {
    const session = await this.sessionOf(tenantId, platform, shopId);
    const declaration = templateForPlatform(platform);
    const parsed = templateSchema<Record<string, unknown>>(declaration).safeParse(body ?? {});
    if (!parsed.success) {
      throw new TemplateValidationError(
        parsed.error.issues.map(({ code, path, message, ...params }) => ({
          keyword: code,
          instancePath: `/${path.join('/')}`,
          message,
          params,
        })),
      );
    }
    const values = await this.checkWithPlatform(declaration, session, parsed.data);
    const row = await this.repository.upsert({
      tenantId: session.tenantId,
      shopId: session.shopId,
      station: session.station,
      values,
      now: this.clock.now(),
    });
    return this.answer(declaration, row.id, session.shopId, row.values);
  }

  /**
   * What the publish engine builds a shop's listings from: the saved template, or the platform's
   * defaults when none was saved, with the spec messages of whatever is still missing.
   */
  async resolveListingSettings(tenantId: string, shopId: string): Promise<ResolvedListingSettings> {
    const session = await this.shops.sessionFor(tenantId, shopId);
    const declaration = templateForStation(session.station);
    if (!declaration) return { settings: genericListingSettings(session.station), problems: [] };
    const row = await this.repository.findByShop(session.shopId);
    return resolveTemplate(declaration, row?.values);
  }

  private answer(declaration: AnyTemplateDeclaration, id: string | null, shopId: string, values: unknown) {
    const own = declaration.present?.(values) ?? {};
    return { ...(values as Record<string, unknown>), ...own, id, shopId } as TemplateAnswer;
  }

  private async checkWithPlatform(
    declaration: AnyTemplateDeclaration,
    session: TemplateShopSession,
    input: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    let values = input;
    const problems: SchemaIssue[] = [];
    let freightIds: Set<string> | null = null;
    let planIds: Set<string> | null = null;
    for (const field of declaration.fields.filter(isNamed)) {
      if (!isActive(field, values)) continue;
      const value = getPath(values, field.name);
      if (field.kind === 'category' && text(value)) {
        const path = getPath(values, field.pathName);
        const category = await this.lookups.category(
          session,
          text(value) as string,
          Array.isArray(path) ? path.map(String) : [],
        );
        if (!category) problems.push(problem(field.name, Messages.categoryNotFound));
        else if (!category.isLeaf) problems.push(problem(field.name, Messages.categoryNotLeaf));
        else {
          // the platform's own ancestry and name, whatever the client sent
          values = setPath(values, field.pathName, [...category.parents, category.cId]);
          values = setPath(values, field.labelName, category.name);
        }
      }
      if (field.kind === 'brand' && text(value)) {
        const categoryId = text(getPath(values, field.categoryName));
        const name = field.labelName ? text(getPath(values, field.labelName)) : null;
        const brand = categoryId
          ? await this.lookups.brandInCategory(session, categoryId, text(value) as string, name)
          : null;
        if (!brand) problems.push(problem(field.name, Messages.brandNotInCategory));
        else if (field.labelName) values = setPath(values, field.labelName, brand.nameCn || brand.nameEn);
      }
      if (field.kind === 'brandRows' && Array.isArray(value)) {
        const rows = [];
        for (const [i, row] of (value as Record<string, unknown>[]).entries()) {
          const categoryId = text(row.categoryID);
          const brandId = text(row.standardBrandId);
          const brand =
            categoryId && brandId
              ? await this.lookups.brandInCategory(session, categoryId, brandId, text(row.standardBrandName))
              : null;
          if (!brand) problems.push(problem(`${field.name}.${i}.standardBrandId`, Messages.brandNotInCategory));
          rows.push({ ...row, standardBrandName: brand ? brand.nameCn || brand.nameEn : row.standardBrandName });
        }
        values = setPath(values, field.name, rows);
      }
      if (field.kind === 'template' && text(value)) {
        const id = text(value) as string;
        if (field.lookup === 'freight') {
          freightIds ??= new Set((await this.lookups.allFreightTemplates(session)).map((t) => t.id));
          if (!freightIds.has(id)) problems.push(problem(field.name, Messages.freightTemplateNotFound));
        } else {
          planIds ??= new Set((await this.lookups.logisticsPlans(session)).map((t) => t.id));
          if (!planIds.has(id)) problems.push(problem(field.name, Messages.logisticsPlanNotFound));
        }
      }
    }
    if (problems.length > 0) throw new TemplateValidationError(problems);
    return values;
  }
}
