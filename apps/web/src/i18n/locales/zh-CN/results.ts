/** The results screens' words in Chinese (zh-CN). */
export const results = {};
