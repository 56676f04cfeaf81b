import { YOUZAN_SPEC } from '../../connectors/youzan.connector.ts';
import { genericSandboxPlatform } from './generic-goods.sandbox.ts';

/** lifetimes are OURS (nothing public): a day's access token, a month's refresh token */
export const youzanSandbox = genericSandboxPlatform(YOUZAN_SPEC, {
  catalogBase: 320_000,
  listingIdBase: 320_000_000_000,
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false },
});
