import { TAOGONGCHANG_SPEC } from '../../connectors/taogongchang.connector.ts';
import { genericSandboxPlatform } from './generic-goods.sandbox.ts';

/** lifetimes are OURS (nothing public): a day's access token, a month's refresh token */
export const taogongchangSandbox = genericSandboxPlatform(TAOGONGCHANG_SPEC, {
  catalogBase: 390_000,
  listingIdBase: 390_000_000_000,
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false },
});
