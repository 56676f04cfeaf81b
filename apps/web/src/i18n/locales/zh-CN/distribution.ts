/** The distribution screens' words in Chinese (zh-CN). */
export const distribution = {
  drawer: {
    title: '分销清单',
    selected: '已选 {{chosen}}/{{max}}',
    delete: '删除',
    chooseShops: '选择店铺铺货',
    searchPlaceholder: '请输入商品名称',
    /** a tab's name and how many goods it holds */
    tab: '{{label}} ({{goods}})',
    empty: '分销清单还是空的',
    total: '共{{total}}条',
  },
  /** the tabs, by the count each shows (spec doc 1 §2: 1 all, 2 blue-sea, 3 1688, 4 internal invite) */
  tabs: {
    totalCount: '全部',
    lanhaiCount: '蓝海',
    alibabaCount: '1688',
    normalCount: '内邀',
  },
  columns: {
    goods: '商品',
    invited: '内邀',
    price: '代发价',
    offline: '已下架',
    listedShops: '已铺店铺',
    actions: '操作',
    confirmRemove: '确定从分销清单删除？',
    remove: '删除',
  },
  /** until the publishing feature provides its dialog */
  publishComingSoon: '已选择{{goods}}个商品，铺货功能即将开放',
};
