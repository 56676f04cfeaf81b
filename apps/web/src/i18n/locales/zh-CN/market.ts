/** The market screens' words in Chinese (zh-CN). */
export const market = {
  /** each market page's section (its listing's title and note) and banner */
  pages: {
    market: {
      title: '蓝海精选',
      note: '严选供应商 · 支持一件代发',
      heading: '蓝海精选 · 源头好货',
      subheading: '严选供应商，一件代发，一键铺货到你的店铺',
    },
    market1688: {
      title: '1688 精选货源',
      note: '订购 1688 买家应用后可一键代发',
      heading: '1688 选品',
      subheading: '海量 1688 源头货盘，订购买家应用即可一件代发',
    },
    distribution: { title: '一件代发', note: '供应商代发货，无需囤货，下单即发' },
    hotSelling: { title: '热销榜单', note: '全网分销商都在卖的爆款', sorting: '按销量排行 · 前100名' },
    newArrival: { title: '新品上架', note: '供应商最新上架的商品', sorting: '按上架时间 · 最新在前' },
  },
  hero: {
    points: {
      factory: '源头工厂直供',
      daifa: '一件代发 48小时发货',
      publish: '一键铺货到多平台店铺',
    },
  },
  categoryNav: {
    label: '商品类目',
    all: '全部',
    levels: { first: '类目', second: '二级类目', third: '三级类目' },
  },
  sortBar: {
    label: '排序',
    sorts: { default: '综合', sales: '销量', newest: '最新' },
    price: '价格',
    minPrice: '最低价',
    maxPrice: '最高价',
    apply: '确定',
    clearPrice: '清除价格',
    total: '共 {{total}} 件商品',
  },
  grid: { loadFailed: '商品加载失败', reload: '重新加载' },
  shell: {
    empty: '暂无符合条件的商品',
    emptyFiltered: '没有符合筛选条件的商品，换个类目或价格试试',
  },
  card: {
    invited: '内邀',
    daifaPrice: '代发价',
    wholesale: '批发 ¥{{price}}',
    sold: '已售 {{sales}}',
  },
  /** a count of ten thousands or more, as Chinese writes it (1.2万); English writes it compactly (12K) through Intl */
  tenThousands: '{{value}}万',
  recent: {
    title: '最近采购',
    empty: '还没有采购记录。下单采购后，这里会列出你最近买过的商品，方便再次采购。',
  },
  recommend: { custom: '我的推荐类目', default: '推荐类目', goodsCount: '{{number}}件' },
  tips: { label: '应用授权提醒', dismiss: '本次不再提醒' },
  offerUrl: { view: '查看', loginFirst: '请先登录后再查看1688商品' },
};
