import { JUBAOZAN_SPEC } from '../../connectors/jubaozan.connector.ts';
import { genericSandboxPlatform } from './generic-goods.sandbox.ts';

/** lifetimes are OURS (nothing public): a day's access token, a month's refresh token */
export const jubaozanSandbox = genericSandboxPlatform(JUBAOZAN_SPEC, {
  catalogBase: 380_000,
  listingIdBase: 380_000_000_000,
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false },
});
