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

/** What the product asks of the WeChat official account: parametric QR codes and template messages. */
export interface OfficialAccountClient {
  createSceneQr(scene: string, expireSeconds: number, publicUrl: string): Promise<SceneQr>;
  sendTemplateMessage(message: TemplateMessage): Promise<TemplateSendResult>;
}

/** WeChat's error codes the product meets when sending. */
export const WECHAT_ERRORS = {
  invalidTemplateId: { errcode: 40037, errmsg: 'invalid template_id' },
  invalidOpenId: { errcode: 40003, errmsg: 'invalid openid' },
  requireSubscribe: { errcode: 43004, errmsg: 'require subscribe' },
} as const;
