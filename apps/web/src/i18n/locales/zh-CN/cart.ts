/** The cart screens' words in Chinese (zh-CN). */
export const cart = {
  page: {
    loginToView: '登录后查看购物车',
    login: '登录',
    empty: '购物车还是空的',
    goShopping: '去逛逛',
    title: '购物车',
    skuCount: '共{{skus}}个规格',
  },
  columns: {
    selectAll: '全选',
    goods: '商品信息',
    unitPrice: '单价',
    qty: '数量',
    subtotal: '小计',
    actions: '操作',
  },
  bar: {
    confirmDeleteSelected: '确定删除选中的商品？',
    deleteSelected: '删除选中',
    confirmClearInvalid: '确定清除失效商品？',
    clearInvalid: '清除失效商品',
    /** <qty> wraps the number of pieces chosen; the total follows */
    chosen: '已选 <qty>{{qty}}</qty> 件，合计：',
    checkout: '结算',
  },
  group: {
    supplier: '供应商',
    invited: '内邀',
    dropshipping: '支持代发',
    minimumOrder: '起订金额 ¥{{amount}}',
    /** the minimum order amount and what is missing to it (a shared message) */
    minimumOrderShort: '起订金额 ¥{{amount}}，{{short}}',
    invalid: '失效',
  },
  good: {
    unavailable: '不可购买',
    select: '选择',
    defaultSku: '默认规格',
    property: '{{name}}：{{value}}',
    stock: '库存 {{stock}}',
    tier: '≥{{qty}}件 ¥{{price}}',
    confirmDelete: '确定删除该商品？',
    delete: '删除',
  },
};
