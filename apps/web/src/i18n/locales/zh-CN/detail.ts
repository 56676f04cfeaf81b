/** The detail screens' words in Chinese (zh-CN). */
export const detail = {};
