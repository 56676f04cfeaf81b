/** The subscriptions screens' words in Chinese (zh-CN): message switches, subscriptions, following the official account. */
export const subscriptions = {
  drawer: {
    title: '消息订阅',
  },
  switches: {
    following: '已关注「{{name}}」公众号',
    description: '开启的消息会推送到您的微信，关闭后将不再推送。',
  },
  follow: {
    lead: '微信扫码关注「{{name}}」公众号，开启消息提醒',
    qrAlt: '关注公众号二维码',
    qrFailed: '二维码加载失败',
    refreshQr: '刷新二维码',
    pushesTitle: '关注后可接收以下消息推送',
  },
};
