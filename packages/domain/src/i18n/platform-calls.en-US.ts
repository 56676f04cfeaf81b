import type { PlatformCallCatalogue } from './platform-calls.zh-CN.ts';

/** The messages of the WeChat mini-program code and pdd page-code calls, in English (en-US). */
export const PlatformCallMessagesEnUS: PlatformCallCatalogue = {
  miniQrSceneInvalid: "The scene holds at most 32 characters: digits, English letters and !#$&'()*+,/:;=?@-._~",
  miniQrSceneNotOwn: "A mini-program code to share can only carry your own shop's number",
  pageUrlInvalid: 'The page address is not valid',
};
