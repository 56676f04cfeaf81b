/** The publishing screens' words in Chinese (zh-CN). */
export const publishing = {};
