import { MESSAGE_SWITCHES, MINI_SUBSCRIBE_TEMPLATES } from '@puhuo/domain';
import type { IsolationFixture, OwnedData } from './isolation-fixture.ts';

/**
 * Tenant A's message settings: every switch turned from its default, and a mini-program subscription
 * accepted. B's toggles must leave A's switches as A set them.
 */
export const messagesIsolation: IsolationFixture = {
  module: 'messages',
  async seed({ ctx, owner }): Promise<OwnedData> {
    const asOwner = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await ctx.app.inject({ method, url, headers: owner.headers, payload });
      if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    };
    for (const messageSwitch of MESSAGE_SWITCHES) {
      await asOwner('PUT', messageSwitch.path, { isEnable: !messageSwitch.defaultEnabled });
    }
    const [template] = Object.values(MINI_SUBSCRIBE_TEMPLATES);
    if (!template) throw new Error('no mini-program template');
    await asOwner('POST', '/api/weixin/mini/subscribe', { results: { [template.id]: 'accept' } });
    return {
      records: [],
      secrets: [],
      ownerViews: [...MESSAGE_SWITCHES.map((s) => s.path), '/api/weixin/mini/subscribe'],
    };
  },
};
