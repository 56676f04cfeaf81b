/** The workbench (its layout, menu and the market's 进入工作台 popover) in Chinese (zh-CN). */
export const workbench = {
  title: '分销工作台',
  menu: {
    label: '工作台菜单',
    purchaseOrders: '采购订单',
    listings: '我的铺货',
    finance: '我的余额',
  },
  backToMarket: '返回市场',
  loginRequired: '登录后进入工作台',
  login: '去登录',
};
