/** The errors screens' words in Chinese (zh-CN). */
export const errors = {};
