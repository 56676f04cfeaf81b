/**
 * The goods taxonomy every sandbox platform builds its category tree from (3-4 levels; the deepest
 * lines are leaves). Each platform gives the nodes ids of its own shape (categories.ts).
 */
const TAXONOMY = `
女装
  上衣
    T恤
      短袖T恤
      长袖T恤
    衬衫
    卫衣
    针织衫
    雪纺衫
  裙装
    连衣裙
    半身裙
    套装裙
  裤装
    牛仔裤
    休闲裤
    阔腿裤
    打底裤
  外套
    风衣
    羽绒服
    棉服
    西装
男装
  上装
    T恤
    POLO衫
    衬衫
    夹克
  下装
    牛仔裤
    休闲裤
    运动裤
  外套
    羽绒服
    棉衣
    风衣
鞋靴
  女鞋
    单鞋
    凉鞋
    运动鞋
    靴子
      短靴
      长靴
      雪地靴
  男鞋
    休闲鞋
    商务皮鞋
    板鞋
箱包皮具
  女包
    单肩包
    斜挎包
    双肩包
  男包
    公文包
    腰包
  旅行箱包
    拉杆箱
    旅行袋
美妆护肤
  面部护肤
    洁面
    爽肤水
    乳液面霜
    精华
    面膜
  彩妆
    口红
    粉底液
    眼影
    睫毛膏
  香水
    女士香水
    男士香水
个人护理
  洗发护发
    洗发水
    护发素
  身体护理
    沐浴露
    身体乳
  口腔护理
    牙膏
    电动牙刷
食品饮料
  休闲零食
    坚果炒货
      每日坚果
      碧根果
      开心果
    饼干糕点
    肉干肉脯
    糖果巧克力
  茶叶
    绿茶
    红茶
    乌龙茶
  冲调饮品
    咖啡
    奶粉
    蜂蜜
家居日用
  收纳整理
    收纳箱
    收纳袋
    衣架
  厨房用品
    锅具
      炒锅
      汤锅
      平底锅
    刀具
    餐具
  床上用品
    四件套
    被子
    枕头
  清洁用品
    拖把
    垃圾袋
    抹布
数码配件
  手机配件
    手机壳
    数据线
    充电器
    移动电源
  电脑配件
    鼠标
    键盘
    移动硬盘
  影音设备
    蓝牙耳机
    音箱
母婴用品
  婴童服饰
    连体衣
    婴儿袜
  喂养用品
    奶瓶
    辅食碗
  纸尿裤湿巾
    纸尿裤
    婴儿湿巾
运动户外
  运动服饰
    运动T恤
    运动套装
    瑜伽服
  户外装备
    帐篷
    登山包
    户外折叠椅
  健身器材
    瑜伽垫
    哑铃
    跳绳
宠物用品
  宠物主粮
    狗粮
    猫粮
  宠物用品
    猫砂
    宠物窝
    牵引绳
`;

export interface TaxonomyNode {
  name: string;
  children: TaxonomyNode[];
}

function parseTaxonomy(text: string): TaxonomyNode[] {
  const roots: TaxonomyNode[] = [];
  const stack: TaxonomyNode[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const depth = (line.length - line.trimStart().length) / 2;
    const node: TaxonomyNode = { name: line.trim(), children: [] };
    stack.length = depth;
    const parent = stack[depth - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

export const GOODS_TAXONOMY: readonly TaxonomyNode[] = parseTaxonomy(TAXONOMY);

/** Top-level categories whose goods need a real brand (brand qualification), not "no brand". */
export const BRAND_REQUIRED_ROOTS: readonly string[] = ['美妆护肤', '数码配件', '食品饮料'];
