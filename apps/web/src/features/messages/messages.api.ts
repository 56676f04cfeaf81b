import type { FollowState, MessageSwitchState } from '@puhuo/domain';
import { http } from '../../api/http.ts';

export interface FollowQr {
  sceneKey: string;
  scanUrl: string;
  qrCodeUrl: string;
  expireSeconds: number;
}

export const messagesApi = {
  switchState: (path: string) => http.get<MessageSwitchState>(path),
  /** spec §7's toggle: PUT { isEnable } answers the state now in force */
  setSwitch: (path: string, isEnable: boolean) => http.put<MessageSwitchState>(path, { isEnable }),
  checkSubscribe: () => http.get<FollowState>('/api/weixin/mp/check-subscribe'),
  /** scene 2: follow the official account as the current user of the current tenant */
  followQr: (userId: string, tenantId: string) =>
    http.get<FollowQr>('/api/weixin/mp/qr-code', { scene: 2, userId, tenantId }),
};

export const messageKeys = {
  followState: (userId: string) => ['messages', 'follow-state', userId] as const,
  followQr: (userId: string) => ['messages', 'follow-qr', userId] as const,
  switchState: (userId: string, path: string) => ['messages', 'switch', userId, path] as const,
};
