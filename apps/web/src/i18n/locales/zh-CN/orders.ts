/** The orders screens' words in Chinese (zh-CN). */
export const orders = {};
