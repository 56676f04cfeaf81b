/** The errors screens' words in Chinese (zh-CN). */
export const errors = {
  notFound: {
    subTitle: '抱歉，您访问的页面不存在',
    backHome: '返回首页',
  },
};
