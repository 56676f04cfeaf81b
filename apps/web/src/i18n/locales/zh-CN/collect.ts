/** The collect screens' words in Chinese (zh-CN). */
export const collect = {};
