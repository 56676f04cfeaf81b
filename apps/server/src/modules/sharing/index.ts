import type { ModuleContext, ModuleEdges } from '../../lib/module-entry.ts';
import type { MiniProgramClient } from '../../providers/wechat/mini-program.client.ts';
import type { AccountService } from '../identity/index.ts';
import { miniProgramQrRoutes } from './mini-program-qr.routes.ts';
import { type MiniProgramQrOptions, MiniProgramQrService } from './mini-program-qr.service.ts';
import { sharingRoutes } from './sharing.routes.ts';
import { SharingService } from './sharing.service.ts';
import { ShortUrlRepository } from './short-url.repository.ts';

export interface SharingDependencies extends ModuleContext {
  publicUrl: string;
  /** who shares: the sharer's tenant rides in the link */
  accounts: AccountService;
  miniProgram: MiniProgramClient;
  miniProgramPage: MiniProgramQrOptions;
}

/** Share links carrying the sharer's tenant, short links (/s/{code}) and the mini-program's QR code. */
export function createSharing(deps: SharingDependencies) {
  const sharing = new SharingService(new ShortUrlRepository(deps.db));
  const miniProgramQr = new MiniProgramQrService(deps.miniProgram, deps.miniProgramPage, deps.clock, deps.log);
  return {
    sharing,
    miniProgramQr,
    routes: async (app) => {
      await app.register(sharingRoutes(sharing, deps.accounts, deps.publicUrl));
      await app.register(miniProgramQrRoutes(miniProgramQr, deps.accounts));
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}

export type Sharing = ReturnType<typeof createSharing>;
