/** The distribution screens' words in Chinese (zh-CN). */
export const distribution = {};
