/** The search screens' words in Chinese (zh-CN). */
export const search = {
  title: '“{{keyword}}” 的搜索结果',
  all: '全部商品',
  empty: '暂无符合条件的商品',
  /** a search that found nothing: the keyword (bold) sits between `before` and `after` */
  notFound: {
    before: '没有找到与 “',
    after: '” 相关的商品',
    afterFiltered: '” 相关的、符合筛选条件的商品',
    trySearching: '试试搜索',
    suggestionCount: '（{{total}} 件商品）',
    tryFilters: '换个类目或价格试试',
    tryKeyword: '换个关键词，或减少几个字试试',
  },
  history: { label: '最近搜索', clear: '清空' },
};
