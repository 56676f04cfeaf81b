/** Words many screens share in Chinese (zh-CN). */
export const common = {};
