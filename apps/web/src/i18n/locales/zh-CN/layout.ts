/** The top bar, header, footer and tool column in Chinese (zh-CN). */
export const layout = {
  topBar: {
    welcome: '欢迎来到蓝海分销市场！',
    account: '账号：{{name}}',
    myShops: '我的店铺',
    publishSettings: '铺货设置',
    bindPhone: '绑定手机号',
    changePassword: '修改登录密码',
    setPassword: '设置登录密码',
    logout: '退出登录',
    login: '请登录',
    register: '注册成为分销商',
    commonLinks: '常用链接',
    home: '首页',
    publishResults: '铺货结果',
    messageSettings: '消息设置',
    workbench: '进入工作台',
    customerServiceQr: '客服二维码',
    contactUs: '联系客服',
    language: '语言',
  },
  /** each language named in its own words, the same in every catalogue */
  languages: { 'zh-CN': '中文', 'en-US': 'English' },
};
