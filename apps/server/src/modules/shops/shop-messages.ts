import { Messages } from '@puhuo/domain';

/** The shops module's own messages (the spec names none for these server answers). */
export const ShopMessages = {
  shopNotFound: Messages.shopNotFound,
  shopAuthExpired: Messages.shopAuthExpired,
  notLoggedIn: Messages.notLoggedIn,
  unknownStation: '不支持的平台',
  noRedirectAuthorization: '该平台不支持跳转授权，请在添加店铺中填写授权信息',
  noCodeAuthorization: '该平台不支持授权码授权',
  stationNotConnected: '该平台暂未接入',
  moduleInvalid: '授权模块无效',
  tenantMismatch: '租户与登录凭证不符',
  callbackInvalid: '回调地址无效',
  stateInvalid: '授权状态无效，请重新发起授权',
  stateUsed: '授权请求已使用或已过期，请重新发起授权',
  callbackOtherTenant: '授权回调与当前登录的账号不符，请用发起授权的账号重新授权',
  accessDenied: '您已取消授权',
  codeMissing: '平台未返回授权码，请重新授权',
  apiUrlInvalid: '接口地址格式有误，请填写以http://或https://开头的地址',
  buyAppNotAuthorized: '请先授权1688买家账号',
  protocolPayUnavailable: '暂时无法查询免密支付状态，请稍后再试',
} as const;
