import { yuanToFen } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What the suppliers' side does to its own goods: prices, stock, on sale or not. */
export interface SupplierGoodsEdits {
  editSupply(
    goodsId: string,
    edit: { skus: { skuId: string; daifaPriceFen?: number; stock?: number }[]; online?: boolean },
  ): Promise<boolean>;
}

const editBody = z.object({
  skus: z
    .array(
      z.object({
        skuId: z.string().min(1).max(100),
        /** the drop-ship price, yuan */
        daifaPrice: z.number().positive().max(1_000_000).optional(),
        stock: z.number().int().min(0).max(10_000_000).optional(),
      }),
    )
    .max(200)
    .default([]),
  online: z.boolean().optional(),
});

/**
 * The suppliers' goods desk, played locally in demo mode: a supplier changes a good's drop-ship prices or
 * stock, or takes it off sale, as it would in its own system; the listings that hold the good follow
 * (the outbox of decision 0018). Nothing of this is mounted in production.
 */
export function supplierGoodsSandboxRoutes(edits: SupplierGoodsEdits): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/sandbox/supplier/goods/:goodsId',
      { schema: { hide: true, params: z.object({ goodsId: z.string().min(1).max(100) }), body: editBody } },
      async (request, reply) => {
        const { skus, online } = request.body;
        const found = await edits.editSupply(request.params.goodsId, {
          skus: skus.map(({ skuId, daifaPrice, stock }) => ({
            skuId,
            daifaPriceFen: daifaPrice === undefined ? undefined : yuanToFen(daifaPrice),
            stock,
          })),
          online,
        });
        if (!found) return reply.status(404).send({ found: false });
        return { found: true };
      },
    );
  };
}
