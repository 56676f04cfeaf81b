/** The auth screens' words in Chinese (zh-CN). */
export const auth = {};
