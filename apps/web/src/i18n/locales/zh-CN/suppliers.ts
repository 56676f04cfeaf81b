/** 我的供应商 (joining a supplier by its invitation code) in Chinese (zh-CN). */
export const suppliers = {
  menu: '我的供应商',
  title: '我的供应商',
  intro: '填写供应商给您的邀请码，加入后可查看并铺货该供应商的内邀商品。',
  codePlaceholder: '请输入供应商邀请码',
  lookUp: '查询',
  found: '供应商：{{name}}',
  alreadyJoined: '已加入（{{date}}）',
  join: '加入供应商',
  joined: '已加入供应商「{{name}}」',
  listTitle: '已加入的供应商',
  empty: '还没有加入任何供应商',
  joinedAt: '加入时间 {{date}}',
};
