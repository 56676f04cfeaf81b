import { JD_SPEC } from '../../connectors/jd.connector.ts';
import { genericSandboxPlatform } from './generic-goods.sandbox.ts';

/** lifetimes are OURS (nothing public): a day's access token, a month's refresh token */
export const jdSandbox = genericSandboxPlatform(JD_SPEC, {
  catalogBase: 150_000,
  listingIdBase: 150_000_000_000,
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false },
});
