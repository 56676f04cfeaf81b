/** Words many screens share in Chinese (zh-CN). */
export const common = {
  /** the keyword search box of the header, the market and the search results */
  search: {
    label: '商品搜索',
    placeholder: '请输入商品关键词',
    button: '搜索',
  },
  /** a platform's badge: a short mark standing in for its logo */
  stationBadge: {
    unknown: '平台{{station}}',
    marks: {
      pdd: '拼',
      taobao: '淘',
      kuaishou: '快',
      doudian: '抖',
      jd: '京',
      xiaohongshu: '红',
      youzan: '赞',
      ktt: '团',
      qunjielong: '群',
      wechatvideoshop: '微',
      fanmeng: '盟',
      jubaozan: '聚',
      taogongchang: '工',
      other: '店',
    },
  },
};
