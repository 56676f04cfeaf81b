/** The shops screens' words in Chinese (zh-CN). */
export const shops = {};
