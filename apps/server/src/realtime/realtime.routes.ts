import { Messages, translateMessage } from '@puhuo/domain';
import type { FastifyInstance } from 'fastify';
import type { AccessTokenService } from '../modules/identity/access-token.service.ts';
import type { RealtimeHub } from './realtime-hub.ts';

/**
 * GET /api/realtime (WebSocket). Browsers cannot set headers on a WebSocket, so the access token
 * comes as `?access_token=`; without one the connection is anonymous (WeChat scan login uses it).
 */
export async function realtimeRoutes(app: FastifyInstance, hub: RealtimeHub, tokens: AccessTokenService) {
  app.get(
    '/api/realtime',
    { config: { access: 'viewer' }, websocket: true, schema: { hide: true } },
    async (socket, request) => {
      const token = (request.query as { access_token?: string }).access_token;
      const user = token ? await tokens.authenticate(token) : null;
      if (token && !user) {
        // the web reads the code; the reason is for whoever looks (at most 123 bytes: both languages fit)
        socket.close(4401, translateMessage(Messages.authorizationFailed, request.locale));
        return;
      }
      const connectionId = hub.attach(socket, { userId: user?.userId ?? null, tenantId: user?.tenantId ?? null });
      socket.on('close', () => hub.detach(connectionId));
      socket.on('message', (raw: Buffer) => {
        // clients may ping; anything else is ignored
        if (raw.toString() === 'ping') socket.send(JSON.stringify({ event: 'pong', data: null }));
      });
    },
  );
}
