import { MESSAGE_SWITCHES, messageSwitchBodySchema, messageSwitchSchema } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../http/request-context.ts';
import type { MessageSwitchService } from './message-switch.service.ts';
import { signedInErrors } from './messages.schemas.ts';

/**
 * Spec doc 1 §7: GET and toggle of each message switch. Toggling is `PUT { isEnable }` (idempotent:
 * a repeated request leaves the same state), answered with the state now in force.
 */
export function messageSwitchRoutes(switches: MessageSwitchService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const messageSwitch of MESSAGE_SWITCHES) {
      const summary = `${messageSwitch.label} (${messageSwitch.key}); default ${messageSwitch.defaultEnabled ? 'on' : 'off'}`;
      app.get(
        messageSwitch.path,
        {
          config: { access: 'user' },
          schema: { tags: ['messages'], summary, response: { 200: messageSwitchSchema, ...signedInErrors } },
        },
        async (request) => ({ isEnable: await switches.isEnabled(userOf(request).tenantId, messageSwitch.key) }),
      );
      app.put(
        messageSwitch.path,
        {
          config: { access: 'user', changesTenantSetting: 'messageSwitches' },
          schema: {
            tags: ['messages'],
            summary: `Turn ${messageSwitch.key} on or off for the signed-in tenant`,
            body: messageSwitchBodySchema,
            response: { 200: messageSwitchSchema, ...signedInErrors },
          },
        },
        async (request) => ({
          isEnable: await switches.set(userOf(request).tenantId, messageSwitch.key, request.body.isEnable),
        }),
      );
    }
  };
}
