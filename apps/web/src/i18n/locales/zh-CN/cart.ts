/** The cart screens' words in Chinese (zh-CN). */
export const cart = {};
