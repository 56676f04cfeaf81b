import { MESSAGE_SWITCHES, MINI_SUBSCRIBE_TEMPLATES } from '@puhuo/domain';
import { type IsolationFixture, type OwnedData, ownerRequests } from './isolation-fixture.ts';

/**
 * Tenant A's message settings: every switch turned from its default, and a mini-program subscription
 * accepted. B's toggles must leave A's switches as A set them.
 */
export const messagesIsolation: IsolationFixture = {
  module: 'messages',
  async seed({ ctx, owner }): Promise<OwnedData> {
    const asOwner = ownerRequests({ ctx, owner });
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
