import { MESSAGE_SWITCHES, type MessageSwitchKey } from '@puhuo/domain';
import type { Clock } from '../../lib/clock.ts';
import type { MessageSwitchRepository } from './message-switch.repository.ts';

const DEFAULTS = new Map<string, boolean>(MESSAGE_SWITCHES.map((s) => [s.key, s.defaultEnabled]));

/** A tenant's message switches (spec doc 1 §3): on or off, with a default until first set. */
export class MessageSwitchService {
  constructor(
    private readonly repository: MessageSwitchRepository,
    private readonly clock: Clock,
  ) {}

  async isEnabled(tenantId: string, key: MessageSwitchKey): Promise<boolean> {
    return (await this.repository.find(tenantId, key)) ?? DEFAULTS.get(key) ?? false;
  }

  async set(tenantId: string, key: MessageSwitchKey, isEnable: boolean): Promise<boolean> {
    await this.repository.save(tenantId, key, isEnable, this.clock.now());
    return isEnable;
  }
}
