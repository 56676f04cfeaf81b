import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { sameHash } from '../../lib/secrets.ts';

/** How long an authorisation redirect may take, consent page included. */
export const OAUTH_STATE_LIFETIME_MS = 30 * 60 * 1000;

/**
 * The OAuth `state` we hand the platform: a random nonce and its HMAC under a key of our own. What the
 * state stands for (tenant, user, station, module, callback) stays in our database under the nonce,
 * so a forged state fails the signature and a replayed one finds its nonce used.
 */
export class OauthStateSigner {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', secretKey, 'puhuo', 'shop-oauth-state', 32));
  }

  newState(): { nonce: string; state: string } {
    const nonce = randomBytes(18).toString('base64url');
    return { nonce, state: `${nonce}.${this.mac(nonce)}` };
  }

  /** the nonce of a state we signed, or null for anything else */
  verify(state: string | undefined): string | null {
    if (!state) return null;
    const [nonce, mac, extra] = state.split('.');
    if (!nonce || !mac || extra !== undefined) return null;
    return sameHash(mac, this.mac(nonce)) ? nonce : null;
  }

  private mac(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }
}
