import type { Db } from '../../db/database.ts';
import type { ModuleEdges } from '../../lib/module-entry.ts';
import type { GoodsTradeService } from '../catalogue/index.ts';
import { CollectRepository } from './collect.repository.ts';
import { collectRoutes } from './collect.routes.ts';
import { CollectService } from './collect.service.ts';

/** Collected goods: the collect drawer's calls (goods-collect*). */
export function createCollect(deps: { db: Db; goodsTrade: GoodsTradeService }) {
  const collect = new CollectService(new CollectRepository(deps.db), deps.goodsTrade);
  return {
    collect,
    routes: async (app) => {
      await app.register(collectRoutes(collect));
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}

export type Collect = ReturnType<typeof createCollect>;
