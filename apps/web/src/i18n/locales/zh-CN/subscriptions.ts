/** The subscriptions screens' words in Chinese (zh-CN). */
export const subscriptions = {};
