/** The market screens' words in Chinese (zh-CN). */
export const market = {};
