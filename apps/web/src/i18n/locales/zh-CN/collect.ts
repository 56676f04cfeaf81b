/** The collect screens' words in Chinese (zh-CN). */
export const collect = {
  title: '收藏 ({{total}})',
  searchPlaceholder: '请输入商品名称',
  /** by COLLECT_TABS' keys */
  tabs: { all: '全部', invited: '内邀', 'blue-ocean': '蓝海', '1688': '1688' },
  empty: '还没有收藏的商品',
  columns: { goods: '商品', price: '供货价', action: '操作' },
  invited: '内邀',
  offline: '已下架',
  uncollect: '取消收藏',
  recollect: '重新收藏',
  total: '共{{total}}条',
};
