/**
 * What only the server says, in Chinese (zh-CN, the default language): its refusals, its answers and
 * the texts it sends (its English is in server.en-US.ts). Services say these in Chinese like the shared
 * messages; `translateMessage` reads them back to answer in the request's language. `{{name}}` marks a
 * value put in by formatMessage. A Chinese text the shared catalogue holds too has its English there
 * (apps/server/src/http/locale.test.ts).
 */
export const ServerMessages = {
  // the error edge: refusals the framework makes before a route runs
  requestBodyNotJson: '请求内容不是有效的JSON',
  unsupportedContentType: '不支持的内容类型',
  requestBodyTooLarge: '请求内容过大',
  requestBodyEmpty: '请求内容不能为空',
  pathParameterTooLong: '路径参数过长',
  urlInvalid: '网址格式有误',
  requestInvalid: '请求无效',
  internalError: '服务器内部错误，请稍后重试',
  routeNotFound: '接口不存在：{{method}} {{path}}',
  // identity
  tenantMismatch: '租户与登录凭证不符',
  tenantNotFound: '租户不存在',
  userNotFound: '用户不存在',
  inviteCodeUnknown: '邀请码不存在',
  phoneTaken: '该手机号已绑定其他账号',
  phoneNotRegistered: '该手机号尚未注册，请先注册成为分销商',
  connectionRequired: '请先建立实时连接',
  wechatProviderName: '微信',
  wrongPassword: '用户名或密码错误',
  loginLockout: '密码错误次数过多，请完成滑块验证',
  loginTicketInvalid: '登录凭证无效或已过期',
  wechatNotBound: '该微信尚未绑定分销商账号，请先注册',
  wechatScanInvalid: '扫码已失效，请刷新二维码',
  invalidClient: '客户端无效',
  unsupportedGrant: '不支持的登录方式',
  invalidLoginRequest: '登录请求无效',
  wechatQrExpired: '二维码已过期，请刷新',
  wechatUnionNotRegistered: '该微信尚未注册，请先确认扫码',
  // SMS
  smsTooSoon: '发送过于频繁，请{{seconds}}秒后再试',
  smsDailyLimit: '今日短信发送次数已达上限，请明天再试',
  smsWrongCode: '验证码错误',
  smsExpiredCode: '验证码已过期，请重新获取',
  smsUsedCode: '验证码已使用，请重新获取',
  smsUnavailable: '短信服务暂时不可用，请稍后重试',
  smsProviderThrottled: '该手机号接收短信过于频繁，请稍后再试',
  /** the text sent to a phone (the recipient's language is unknown: it is sent in Chinese) */
  smsVerificationText: '【蓝海分销】您的验证码为{{code}}，5分钟内有效。如非本人操作，请忽略本短信。',
  smsOutboxTitle: '短信发件箱（开发）',
  smsOutboxHeading: '短信发件箱（本地短信服务）',
  smsOutboxPhone: '手机号',
  smsOutboxFilter: '筛选',
  smsOutboxEmpty: '暂无短信',
  // catalogue
  goodNotFound: '商品不存在或已下架',
  supplierNotFound: '供应商不存在',
  // orders and payment
  samplePerSkuLimit: '样品每个规格限1件',
  /** the subject of a payment, shown by the payment provider's cashier */
  paymentSubjectOne: '采购单 {{orderNo}}',
  paymentSubjectMany: '{{count}}笔采购单（{{orderNo}} 等）',
  paymentSubjectRecharge: '余额充值 ¥{{amount}}',
  paymentNotificationInvalid: '支付通知验签失败',
  tradeCreateFailed: '交易创建失败',
  tradeNotFound: '交易不存在',
  tradeNotPaid: '交易未支付，不能退款',
  refundExceedsPaid: '退款金额超过可退金额',
  // publishing
  idempotencyKeyInvalid: 'Idempotency-Key 应为8到100位字母、数字或 - _ . :',
  listingInWarehouse: '已放入仓库，需在店铺后台上架',
  syncNotOffered: '该平台未开放此项修改的接口，请在店铺后台手动处理',
  listingsNotFound: '所选铺货商品不存在或已删除，请刷新后重试',
  listingActionNotFound: '批量操作记录不存在',
  transientExhausted: '{{reason}}（已自动重试{{attempts}}次，请稍后重新铺货）',
  /** a listing's description, sent to the sales platform (its shoppers read Chinese) */
  listingDescription: '{{title}}。{{options}}源头好货，一件代发，下单后按承诺时间发货。',
  listingDescriptionOptions: '可选{{specs}}。',
  // publish templates
  platformBusyBecause: '平台接口繁忙，请稍后重试（{{reason}}）',
  // shops
  unknownStation: '不支持的平台',
  noRedirectAuthorization: '该平台不支持跳转授权，请在添加店铺中填写授权信息',
  noCodeAuthorization: '该平台不支持授权码授权',
  stationNotConnected: '该平台暂未接入',
  authorizationModuleInvalid: '授权模块无效',
  callbackInvalid: '回调地址无效',
  authorizationStateInvalid: '授权状态无效，请重新发起授权',
  authorizationStateUsed: '授权请求已使用或已过期，请重新发起授权',
  authorizationCallbackOtherTenant: '授权回调与当前登录的账号不符，请用发起授权的账号重新授权',
  authorizationDenied: '您已取消授权',
  authorizationCodeMissing: '平台未返回授权码，请重新授权',
  apiUrlInvalid: '接口地址格式有误，请填写以http://或https://开头的地址',
  buyAppNotAuthorized: '请先授权1688买家账号',
  protocolPayUnavailable: '暂时无法查询免密支付状态，请稍后再试',
  // messages
  callbackBodyInvalid: '消息格式有误',
  // the stand-ins of outside systems (demo mode)
  sandboxAdminOnly: '沙箱管理页只对本机或持有管理令牌的请求开放',
  // notifications: the web's title and line, and the WeChat template's fields (sent in Chinese)
  publishFinishedTitle: '铺货完成',
  publishFinishedContent: '铺货完成：成功{{successCount}}个，失败{{failCount}}个',
  publishFinishedFirst: '您的铺货任务已完成',
  publishFinishedCounts: '成功{{successCount}}个，失败{{failCount}}个',
  publishFinishedRetryRemark: '失败的商品可在铺货结果中重新铺货',
  publishFinishedRemark: '请到店铺后台查看已铺商品',
  sourceExceptionTitle: '货源异常',
  sourceOffline: '已下架',
  sourceOutOfStock: '已缺货',
  sourceOfflineInList: '分销清单中的商品「{{title}}」已下架',
  sourceOutOfStockInList: '分销清单中的商品「{{title}}」已缺货',
  sourceOfflinePublished: '已铺货的商品「{{title}}」已下架',
  sourceOutOfStockPublished: '已铺货的商品「{{title}}」已缺货',
  sourceExceptionInList: '分销清单中的商品货源异常',
  sourceExceptionPublished: '已铺货的商品货源异常',
  sourceOfflineRemark: '请及时下架店铺中的对应商品',
  sourceOutOfStockRemark: '请及时调整店铺库存，避免超卖',
  listingSyncTitle: '铺货商品已按同步设置处理',
  listingSyncDelistedOutOfStock: '「{{title}}」货源缺货，已在店铺「{{shop}}」下架',
  listingSyncDelistedOffline: '「{{title}}」货源已下架，已在店铺「{{shop}}」下架',
  listingSyncDelistedBelowFloor: '「{{title}}」供货价变动后低于保底利润，已在店铺「{{shop}}」下架',
  listingSyncHeldBelowFloor: '「{{title}}」供货价变动后售价将低于保底利润，店铺「{{shop}}」已保持原售价',
  listingSyncFirst: '您铺货的商品货源发生变化',
  listingSyncRemark: '可在工作台「我的铺货」查看和调整',
  autoCheckExceptionTitle: '自动审单异常',
  autoCheckExceptionContent: '订单{{orderNo}}自动审核后处理异常：{{reason}}',
  autoCheckExceptionFirst: '订单自动审核通过后处理异常',
  handlePromptlyRemark: '请及时处理',
  appExpiryTitle: '应用授权到期提醒',
  buyAppExpiresToday: '买家应用（{{shopName}}）授权今天到期',
  buyAppExpiresInDays: '买家应用（{{shopName}}）授权将在{{days}}天后到期',
  shopAppExpiresToday: '{{station}}店铺「{{shopName}}」的应用授权今天到期',
  shopAppExpiresInDays: '{{station}}店铺「{{shopName}}」的应用授权将在{{days}}天后到期',
  buyAppExpiresTodayOn: '买家应用（{{shopName}}）授权今天到期（{{date}}）',
  buyAppExpiresInDaysOn: '买家应用（{{shopName}}）授权将在{{days}}天后到期（{{date}}）',
  shopAppExpiresTodayOn: '{{station}}店铺「{{shopName}}」的应用授权今天到期（{{date}}）',
  shopAppExpiresInDaysOn: '{{station}}店铺「{{shopName}}」的应用授权将在{{days}}天后到期（{{date}}）',
  appExpiryRemark: '到期后将无法铺货和同步订单，请及时续费并重新授权',
  orderPaidTitle: '订单付款成功',
  orderPaidContent: '订单{{orderNo}}已付款{{amount}}',
  orderPaidFirst: '您的订单已付款成功',
  orderPaidRemark: '供应商将尽快发货',
  settleBillPaidTitle: '结算账单已付款',
  settleBillWaitingTitle: '结算账单待付款',
  settleBillPaidContent: '结算账单{{billNo}}已付款{{amount}}',
  settleBillWaitingContent: '结算账单{{billNo}}待付款{{amount}}',
  settleBillWaitingFirst: '您有一笔结算账单待付款',
  settleBillWaitingRemark: '请进入工作台完成付款',
  postSaleTitle: '售后通知',
  postSaleContent: '订单{{orderNo}}的售后单{{afterSaleNo}}：{{status}}',
  postSaleFirst: '您的订单有售后进展',
  postSaleRemark: '请进入工作台处理',
  orderPushFailedTitle: '推单失败',
  orderPushFailedContent: '订单{{orderNo}}推送到1688失败：{{reason}}',
  orderPushFailedFirst: '订单推送到1688失败',
  orderPushFailedRemark: '请处理后重新推单',
  purchaseWaitingTitle: '采购单待付款',
  purchaseWaitingContent: '采购单{{orderNo}}待付款{{amount}}',
  purchaseWaitingFirst: '您有一笔采购单待付款',
  purchaseWaitingRemark: '未及时付款可能影响发货',
  /** the balance fell under the low-balance threshold (LOW_BALANCE_THRESHOLD_YUAN, the spec's suggested recharge) */
  lowBalanceTitle: '余额不足提醒',
  lowBalanceContent: '您的余额为{{balance}}，已低于{{threshold}}，请及时充值，以免影响采购单付款',
  lowBalanceFirst: '您的账户余额已低于{{threshold}}',
  lowBalanceRemark: '可在工作台「财务」页面充值',
  /** the daily digest of what the listings' sync did in the last 24 hours */
  listingSyncDigestTitle: '铺货同步日报',
  listingSyncDigestContent:
    '近24小时：改价{{repriced}}个，库存置零{{stockZeroed}}个，恢复库存{{stockRestored}}个，因货源缺货下架{{delistedOutOfStock}}个，因货源下架而下架{{delistedOffline}}个，因低于保底利润下架{{delistedBelowFloor}}个，低于保底利润保持原价{{heldBelowFloor}}个，平台拒绝{{refused}}个',
  listingSyncDigestFirst: '您铺货的商品{{day}}的同步结果',
  listingSyncDigestPeriod: '近24小时（截至{{until}}）',
} as const;

export type ServerMessageKey = keyof typeof ServerMessages;

/** The server's texts in another language: every key. */
export type ServerMessageCatalogue = { readonly [K in ServerMessageKey]: string };

/**
 * How the server words a refused value (validation at the edge), `{{label}}` being the field's label
 * (fields.zh-CN.ts). Built in the request's language, never read back: these patterns would match too
 * many other texts.
 */
export const ValidationWording = {
  required: '{{label}}不能为空',
  numberTooSmall: '{{label}}不能小于{{minimum}}',
  numberNotAbove: '{{label}}必须大于{{minimum}}',
  numberTooBig: '{{label}}不能大于{{maximum}}',
  numberNotBelow: '{{label}}必须小于{{maximum}}',
  textTooShort: '{{label}}不能少于{{minimum}}个字符',
  textTooLong: '{{label}}不能超过{{maximum}}个字符',
  textLength: '{{label}}须为{{length}}个字符',
  listTooShort: '{{label}}至少需要{{minimum}}项',
  listTooLong: '{{label}}最多{{maximum}}项',
  listLength: '{{label}}须为{{length}}项',
  dateTooEarly: '{{label}}不能早于{{minimum}}',
  dateTooLate: '{{label}}不能晚于{{maximum}}',
  notANumber: '{{label}}必须是数字',
  notAnInteger: '{{label}}必须是整数',
  notText: '{{label}}必须是文字',
  notTrueOrFalse: '{{label}}只能是true或false',
  notAList: '{{label}}必须是列表',
  notMultipleOf: '{{label}}必须是{{divisor}}的倍数',
  invalidFormat: '{{label}}格式有误',
  invalidValue: '{{label}}无效',
  invalidChoice: '{{label}}的取值无效',
  unknownParameters: '请求包含不支持的参数',
  /** a message that does not say which field it is about, after the field's label */
  labelled: '{{label}}：{{message}}',
  /** between the messages of several refused values (the envelope's details) */
  separator: '；',
} as const;

export type ValidationWordingKey = keyof typeof ValidationWording;
export type ValidationWordingCatalogue = { readonly [K in ValidationWordingKey]: string };
