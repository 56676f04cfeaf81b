/** The workbench's finance page (我的余额) and the recharge in Chinese (zh-CN). */
export const finance = {
  balance: '我的余额',
  recharge: '充值',
  rechargeTitle: '余额充值',
  rechargeHint: '建议充值{{amount}}元用于代发采购',
  goPay: '去支付',
  reopenPay: '重新打开支付页',
  waiting: '请在支付页面完成付款',
  recharged: '充值成功',
  entries: '资金明细',
  total: '共 {{count}} 条',
  columns: {
    time: '时间',
    kind: '类型',
    amount: '金额',
    channel: '资金渠道',
    orders: '关联订单',
  },
  kinds: {
    recharge: '充值',
    orderPayment: '订单付款',
    refund: '退款',
  },
  channels: {
    recharge: '存入余额',
    orderPayment: '在线支付',
    refund: '原路退回',
  },
};
