/**
 * The kuaishou sandbox's lookups (see kuaishou.sandbox.ts): the authorised user, the app's service order,
 * the category tree and the shop's express templates.
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { SandboxCategory } from '../catalog/platform-catalog.ts';
import { type CallContext, type MethodTable, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';

/** every category of the tree, parents first */
function allCategories(ctx: CallContext): SandboxCategory[] {
  const out: SandboxCategory[] = [];
  const walk = (parentId: string) => {
    for (const c of ctx.catalog.childrenOf(parentId)) {
      out.push(c);
      walk(c.id);
    }
  };
  walk('0');
  return out;
}

export const kuaishouLookupMethods: MethodTable = {
  'open.user.info.get': shopMethod(
    (ctx) => ({ name: ctx.shop.shopName, sex: '其他', head: '', bigHead: '', openId: ctx.shop.shopId }),
    null,
  ),
  'open.service.market.buyer.service.info': shopMethod((ctx, p) => {
    if (text(p.buyerOpenId) !== ctx.shop.shopId) fail(SandboxCode.ParamInvalid, 'buyerOpenId与授权用户不一致');
    const module = ctx.modules.includes('goods') ? 'goods' : 'order';
    const end = ctx.core.auth.serviceExpiry('kuaishou', ctx.shop.shopId, module);
    const now = ctx.core.clock.nowMs();
    return {
      inService: end !== null && end > now,
      authorized: true,
      ...(end === null ? {} : { startTime: Math.min(now, end), endTime: end }),
      packageName: '铺货助手',
    };
  }, null),
  'open.item.category': shopMethod((ctx) =>
    allCategories(ctx).map((c) => ({
      categoryId: Number(c.id),
      categoryName: c.name,
      categoryPid: Number(c.parentId),
    })),
  ),
  'open.logistics.express.template.list': shopMethod((ctx, p) => {
    const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
    const offset = Math.max(Number(p.offset ?? 0), 0);
    const limit = Math.min(Math.max(Number(p.limit ?? 20), 1), 100);
    return {
      expressTemplateDetailVOS: all.slice(offset, offset + limit).map((t) => ({
        id: Number(t.id),
        name: t.name,
        sellerId: Number(ctx.shop.shopId),
        calType: t.costType === 1 ? 2 : 1,
        used: false,
        status: 1,
        sourceType: 30,
        deleteTime: 0,
      })),
      total: all.length,
    };
  }),
};
