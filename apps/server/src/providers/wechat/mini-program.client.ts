/** What the product asks for a mini-program code (WeChat's "unlimited" code: any number, never expiring). */
export interface MiniProgramCodeRequest {
  /** what the scan hands the mini-program (its `scene` query): 1-32 of WeChat's allowed characters */
  scene: string;
  /** a published page, e.g. pages/index/index */
  page: string;
  envVersion: 'release' | 'trial' | 'develop';
  /** pixels, 280-1280 */
  width: number;
}

export interface MiniProgramCode {
  bytes: Buffer;
  /** from the bytes themselves: WeChat's Content-Type header is not trusted */
  contentType: 'image/png' | 'image/jpeg';
}

/**
 * The product's WeChat mini-program as its server API offers it: the app's code as an image. The real
 * app (api.weixin.qq.com) or, in demo mode, the WeChat stand-in speaking the same API over HTTP.
 */
export interface MiniProgramClient {
  /** the mini-program's AppID */
  readonly appId: string;
  unlimitedCode(request: MiniProgramCodeRequest): Promise<MiniProgramCode>;
}
