/**
 * The messages of the WeChat mini-program code and pdd page-code calls, in Chinese (zh-CN). Kept apart
 * from messages.zh-CN.ts while the shared catalogue is being converted; to be merged into it (and into
 * translateMessage's index) as the other keys are.
 */
export const PlatformCallMessages = {
  miniQrSceneInvalid: "场景值最多32个字符，只能包含数字、英文字母和 !#$&'()*+,/:;=?@-._~",
  miniQrSceneNotOwn: '只能用自己店铺的编号生成分享小程序码',
  pageUrlInvalid: '页面地址无效',
} as const;

export type PlatformCallMessageKey = keyof typeof PlatformCallMessages;
export type PlatformCallCatalogue = { readonly [K in PlatformCallMessageKey]: string };
