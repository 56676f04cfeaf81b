/** The publishing screens' words in Chinese (zh-CN). */
export const publishing = {
  dialog: {
    title: '选择铺货店铺',
    selectedGoods: '已选{{count}}个商品',
    listingNotice: '上架须知',
    cancel: '取消',
    publishNow: '立即铺货',
    selectAll: '全选',
    refresh: '刷新',
    settings: '铺货设置',
    authorizeShop: '授权店铺',
    noShops: '暂无可铺货的店铺',
    addShop: '添加店铺',
    channelNotEnabled: '渠道未开通',
    restricted: '限制销售',
    iKnow: '我知道了',
  },
  preflight: {
    title: '铺货预览',
    note: '按各店铺铺货设置计算，金额单位：元；利润为扣除平台费用后的估算',
    price: '售价 {{range}}',
    margin: '利润 {{range}}',
    belowCost: '{{count}}个商品售价低于供货价加平台费用（亏本）',
    otherCategory: '{{count}}个商品不属于手动类目适用的类目，将按各自类目铺货',
    goodsCount: '（{{count}}个商品）',
    goSettings: '去设置',
    skipShop: '不铺此店铺',
  },
  /** the listing notice of spec doc 2 §9 */
  notice: {
    takedown: '1. 商品上架后，售价不得低于供应商设置的控价，否则商品将被下架。',
    monitoring:
      '2. 控价监控期为3天：第1天低价且订单数不超过{{day1}}单、第2天不超过{{day2}}单、第3天不超过{{day3}}单的，商品将被下架。',
    reference: '3. 铺货带出的商品信息仅供参考，请上架前核对标题、价格、库存等信息。',
  },
  banner: {
    message: '您还未开启消息提醒，铺货结果无法通知到您',
    enable: '立即开启',
  },
};
