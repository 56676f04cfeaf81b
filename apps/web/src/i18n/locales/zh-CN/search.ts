/** The search screens' words in Chinese (zh-CN). */
export const search = {};
