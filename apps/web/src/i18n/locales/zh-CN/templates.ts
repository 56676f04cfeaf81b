/** The templates screens' words in Chinese (zh-CN). */
export const templates = {};
