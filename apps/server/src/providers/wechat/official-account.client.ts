/** A template message as the official account's send API takes it. */
export interface TemplateMessage {
  touser: string;
  template_id: string;
  url?: string;
  data: Record<string, { value: string; color?: string }>;
}

export interface TemplateSendResult {
  errcode: number;
  errmsg: string;
  msgid?: string;
}

export interface SceneQr {
  scanUrl: string;
  qrCodeUrl: string;
  expireSeconds: number;
}

/** A follower as the official account's user-info call describes them. */
export interface FollowerInfo {
  openId: string;
  /** false once they unfollowed (WeChat then tells nothing else) */
  subscribed: boolean;
  /** present when the official account is bound to the open platform account */
  unionId: string | null;
}

/**
 * What the product asks of the WeChat official account: parametric QR codes, template messages and
 * who a follower is. `publicUrl` is the product's configured address (the sandbox serves its phone
 * pages there; the real account ignores it).
 */
export interface OfficialAccountClient {
  /** the account's AppID (wx...): the one its encrypted callbacks name (safe mode) */
  readonly appId: string;
  createSceneQr(scene: string, expireSeconds: number, publicUrl: string): Promise<SceneQr>;
  sendTemplateMessage(message: TemplateMessage): Promise<TemplateSendResult>;
  followerInfo(openId: string): Promise<FollowerInfo>;
}

/** WeChat's error codes the product meets when sending. */
export const WECHAT_ERRORS = {
  invalidTemplateId: { errcode: 40037, errmsg: 'invalid template_id' },
  invalidOpenId: { errcode: 40003, errmsg: 'invalid openid' },
  requireSubscribe: { errcode: 43004, errmsg: 'require subscribe' },
} as const;
