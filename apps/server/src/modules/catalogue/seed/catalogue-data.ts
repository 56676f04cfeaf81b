/** Realistic building blocks for the demo catalogue: categories, words, attributes, suppliers, brands. */
import type { ProductPicture } from '@puhuo/domain/product-card';

export type SkuScheme = 'apparel' | 'shoes' | 'phone' | 'weight' | 'volume' | 'colour' | 'spec';

/** A goods attribute of a leaf (面料, 领型...) and the values its goods take. */
export interface AttributeSeed {
  name: string;
  values: string[];
}

export interface LeafSeed {
  name: string;
  /** price range of the cheapest SKU, in yuan */
  price: [number, number];
  scheme: SkuScheme;
  /** words that fit titles of this leaf (five each: the generator's draws depend on it) */
  words: string[];
  /** the attributes every good of the leaf has, one value each */
  attributes: AttributeSeed[];
  /** what the goods' generated pictures show */
  picture: ProductPicture;
}

export interface ChildCategorySeed {
  name: string;
  /** who the goods are for, as titles end ("女", "男童"...); '' for none */
  audience: string[];
  leaves: LeafSeed[];
}

export interface TopCategorySeed {
  name: string;
  /** the trade of suppliers selling this category */
  trade: string;
  /** how titles of this category open (season, newness) */
  openers: string[];
  adjectives: string[];
  /** the brands of this trade (names in BRANDS) */
  brands: string[];
  children: ChildCategorySeed[];
}

const leaf = (
  name: string,
  price: [number, number],
  scheme: SkuScheme,
  picture: ProductPicture,
  words: string[],
  attributes: Record<string, string[]>,
): LeafSeed => ({
  name,
  price,
  scheme,
  words,
  attributes: Object.entries(attributes).map(([attribute, values]) => ({ name: attribute, values })),
  picture,
});

const APPAREL_OPENERS = ['2026秋季新款', '2026春夏新款', '秋冬新款', '新款', '爆款', 'ins风', '高级感', ''];
const GOODS_OPENERS = ['2026新款', '爆款', '热销', '新品', '厂家直销', '跨境', ''];

export const CATEGORY_TREE: TopCategorySeed[] = [
  {
    name: '女装',
    trade: '服饰',
    openers: APPAREL_OPENERS,
    adjectives: ['韩版', '宽松', '百搭', '显瘦', '法式', '复古', '简约', '通勤', '小众设计感', '气质'],
    brands: ['衣蔓', '素锦', '茉语', '云裳', '南栀', '柒色'],
    children: [
      {
        name: '上衣',
        audience: ['女', '女士', '女款', ''],
        leaves: [
          leaf('T恤', [12, 45], 'apparel', 'tee', ['纯棉', '短袖', '圆领', '印花', '打底'], {
            面料: ['纯棉', '莫代尔', '棉混纺', '冰丝'],
            领型: ['圆领', 'V领', '方领'],
            袖长: ['短袖', '长袖', '五分袖'],
            版型: ['宽松', '修身', '常规'],
          }),
          leaf('衬衫', [25, 80], 'apparel', 'shirt', ['雪纺', '长袖', '翻领', '条纹', '垂感'], {
            面料: ['雪纺', '纯棉', '真丝', '亚麻'],
            领型: ['翻领', '立领', '娃娃领', 'V领'],
            袖长: ['长袖', '短袖', '七分袖'],
            图案: ['纯色', '条纹', '格子', '碎花'],
          }),
          leaf('卫衣', [30, 95], 'apparel', 'hoodie', ['加绒', '连帽', '落肩', '字母', 'oversize'], {
            面料: ['纯棉', '涤纶', '棉混纺'],
            领型: ['连帽', '圆领', '半高领'],
            厚度: ['常规', '加绒加厚', '薄款'],
            版型: ['宽松', '常规'],
          }),
          leaf('针织衫', [28, 88], 'apparel', 'sweater', ['开衫', '羊毛', '慵懒风', 'V领', '短款'], {
            面料: ['羊毛', '羊绒', '腈纶', '棉线'],
            领型: ['V领', '圆领', '高领'],
            款式: ['开衫', '套头'],
            厚度: ['薄款', '常规', '加厚'],
          }),
        ],
      },
      {
        name: '裙装',
        audience: ['女', '女士', ''],
        leaves: [
          leaf('连衣裙', [35, 129], 'apparel', 'dress', ['碎花', '收腰', 'A字', '波点', '赫本风'], {
            面料: ['雪纺', '棉麻', '真丝', '针织'],
            裙长: ['长裙', '中长裙', '短裙'],
            袖长: ['无袖', '短袖', '长袖', '泡泡袖'],
            领型: ['V领', '方领', '圆领', '娃娃领'],
            风格: ['法式', '甜美', '通勤', '复古'],
          }),
          leaf('半身裙', [25, 79], 'apparel', 'skirt', ['百褶', 'A字', '高腰', '开叉', '牛仔'], {
            面料: ['牛仔布', '雪纺', '针织', '西装面料'],
            裙长: ['短裙', '中长裙', '长裙'],
            裙型: ['A字裙', '百褶裙', '包臀裙', '鱼尾裙'],
          }),
        ],
      },
      {
        name: '裤装',
        audience: ['女', '女士', ''],
        leaves: [
          leaf('牛仔裤', [35, 99], 'apparel', 'trousers', ['直筒', '高腰', '阔腿', '破洞', '九分'], {
            面料: ['牛仔布', '弹力牛仔'],
            裤长: ['长裤', '九分裤'],
            腰型: ['高腰', '中腰'],
            裤型: ['直筒', '阔腿', '小脚', '喇叭'],
          }),
          leaf('阔腿裤', [25, 69], 'apparel', 'trousers', ['垂感', '西装', '冰丝', '拖地', '休闲'], {
            面料: ['冰丝', '雪纺', '棉麻', '西装面料'],
            裤长: ['长裤', '九分裤'],
            腰型: ['高腰', '松紧腰'],
          }),
        ],
      },
    ],
  },
  {
    name: '男装',
    trade: '服饰',
    openers: APPAREL_OPENERS,
    adjectives: ['潮牌', '宽松', '休闲', '商务', '青少年', '国潮', '美式', '简约', '百搭', '运动风'],
    brands: ['卓尚', '劲朗', '型格', '北极狐', '骏途'],
    children: [
      {
        name: '上衣',
        audience: ['男', '男士', '男款', ''],
        leaves: [
          leaf('短袖T恤', [15, 49], 'apparel', 'tee', ['纯棉', '圆领', '印花', '半袖', '重磅'], {
            面料: ['纯棉', '冰丝', '涤纶'],
            领型: ['圆领', 'V领'],
            版型: ['宽松', '修身', '常规'],
            图案: ['纯色', '字母', '印花'],
          }),
          leaf('POLO衫', [29, 89], 'apparel', 'polo', ['翻领', '冰丝', '商务', '刺绣', '速干'], {
            面料: ['珠地棉', '冰丝', '纯棉'],
            领型: ['翻领', '立领'],
            袖长: ['短袖', '长袖'],
            风格: ['商务', '休闲', '运动'],
          }),
          leaf('夹克', [59, 199], 'apparel', 'jacket', ['工装', '立领', '飞行员', '防风', '外套'], {
            面料: ['纯棉', '涤纶', '尼龙', '灯芯绒'],
            领型: ['立领', '翻领', '连帽'],
            厚度: ['薄款', '常规', '加绒'],
            风格: ['工装', '商务', '休闲'],
          }),
        ],
      },
      {
        name: '裤装',
        audience: ['男', '男士', ''],
        leaves: [
          leaf('休闲裤', [29, 89], 'apparel', 'trousers', ['直筒', '束脚', '工装', '弹力', '九分'], {
            面料: ['纯棉', '涤纶', '冰丝'],
            裤长: ['长裤', '九分裤'],
            裤型: ['直筒', '束脚', '锥形'],
            厚度: ['薄款', '常规'],
          }),
          leaf('运动裤', [25, 69], 'apparel', 'trousers', ['卫裤', '速干', '宽松', '束脚', '加绒'], {
            面料: ['纯棉', '涤纶', '速干面料'],
            裤型: ['束脚', '直筒'],
            厚度: ['薄款', '常规', '加绒'],
          }),
        ],
      },
    ],
  },
  {
    name: '鞋靴',
    trade: '鞋业',
    openers: ['2026春季新款', '2026新款', '秋冬新款', '爆款', '新品', ''],
    adjectives: ['透气', '轻便', '百搭', '防滑', '软底', '增高', '网面', '真皮', '潮流', '舒适'],
    brands: ['步履', '轻跑', '足迹', '云步', '踏雪'],
    children: [
      {
        name: '女鞋',
        audience: ['女', '女鞋', '女款', ''],
        leaves: [
          leaf('运动鞋', [39, 129], 'shoes', 'sneaker', ['老爹鞋', '跑步鞋', '小白鞋', '厚底', '休闲'], {
            鞋面材质: ['网面', '超纤皮', '飞织'],
            鞋底材质: ['橡胶', 'EVA', 'MD'],
            闭合方式: ['系带', '一脚蹬'],
            适用季节: ['四季', '春秋', '夏季'],
          }),
          leaf('单鞋', [35, 99], 'shoes', 'shoe', ['尖头', '平底', '玛丽珍', '乐福', '浅口'], {
            鞋面材质: ['羊皮', '牛皮', '漆皮', '绒面'],
            跟高: ['平跟', '低跟', '中跟'],
            鞋头: ['尖头', '圆头', '方头'],
          }),
          leaf('凉鞋', [25, 79], 'shoes', 'sandal', ['罗马', '一字带', '坡跟', '仙女风', '沙滩'], {
            鞋面材质: ['PU', '牛皮', '织带'],
            跟高: ['平跟', '中跟', '高跟'],
            风格: ['罗马', '仙女风', '休闲'],
          }),
        ],
      },
      {
        name: '男鞋',
        audience: ['男', '男鞋', '男款', ''],
        leaves: [
          leaf('休闲鞋', [45, 139], 'shoes', 'sneaker', ['板鞋', '帆布鞋', '低帮', '一脚蹬', '豆豆鞋'], {
            鞋面材质: ['帆布', '牛皮', '超纤皮', '网面'],
            鞋底材质: ['橡胶', '牛筋底'],
            帮高: ['低帮', '高帮'],
          }),
          leaf('皮鞋', [69, 199], 'shoes', 'shoe', ['商务', '正装', '英伦', '系带', '真皮'], {
            鞋面材质: ['头层牛皮', '二层牛皮', '漆皮'],
            鞋头: ['尖头', '圆头', '方头'],
            闭合方式: ['系带', '套脚'],
          }),
        ],
      },
    ],
  },
  {
    name: '箱包',
    trade: '箱包',
    openers: ['2026新款', '爆款', '新品', 'ins风', '高级感', ''],
    adjectives: ['大容量', '轻便', '百搭', '通勤', '时尚', '简约', '多功能', '防水', '高级感', '小众'],
    brands: ['行囊', '悦途', '皮匠', '旅伴', '箱遇'],
    children: [
      {
        name: '女包',
        audience: ['女', '女士', '女包', ''],
        leaves: [
          leaf('单肩包', [35, 119], 'colour', 'handbag', ['腋下包', '托特包', '水桶包', '链条', '手提'], {
            材质: ['PU', '头层牛皮', '帆布', '尼龙'],
            闭合方式: ['拉链', '磁扣', '搭扣'],
            大小: ['小号', '中号', '大号'],
          }),
          leaf('斜挎包', [29, 89], 'colour', 'crossbody', ['小方包', '相机包', '马鞍包', '迷你', '宽肩带'], {
            材质: ['PU', '牛皮', '尼龙'],
            闭合方式: ['拉链', '翻盖', '磁扣'],
            大小: ['迷你', '小号', '中号'],
          }),
          leaf('双肩包', [39, 129], 'colour', 'backpack', ['书包', '旅行', '电脑包', '学院风', '尼龙'], {
            材质: ['尼龙', '牛津布', '帆布', 'PU'],
            容量: ['20L', '30L', '40L'],
            适用场景: ['通勤', '旅行', '上学'],
          }),
        ],
      },
      {
        name: '旅行箱包',
        audience: [''],
        leaves: [
          leaf('拉杆箱', [129, 399], 'spec', 'suitcase', ['万向轮', '登机箱', '铝框', '密码锁', '静音'], {
            材质: ['PC', 'ABS', '铝镁合金'],
            尺寸: ['20寸', '24寸', '28寸'],
            轮子: ['万向轮', '静音轮'],
          }),
        ],
      },
    ],
  },
  {
    name: '家居日用',
    trade: '日用品',
    openers: GOODS_OPENERS,
    adjectives: ['家用', '创意', '北欧风', '加厚', '可折叠', '多功能', '简约', '耐用', '宿舍', '大号'],
    brands: ['居然好', '简居', '厨艺家', '收纳师', '家和'],
    children: [
      {
        name: '收纳整理',
        audience: [''],
        leaves: [
          leaf('收纳盒', [9, 39], 'spec', 'box', ['桌面', '抽屉式', '透明', '衣柜', '分格'], {
            材质: ['PP', '布艺', '亚克力'],
            层数: ['单层', '双层', '三层'],
            用途: ['衣物', '桌面', '化妆品'],
          }),
          leaf('衣架', [8, 29], 'spec', 'hanger', ['防滑', '无痕', '实木', '植绒', '多层'], {
            材质: ['塑料', '实木', '不锈钢', '植绒'],
            数量: ['10个装', '20个装', '50个装'],
          }),
        ],
      },
      {
        name: '厨房用品',
        audience: [''],
        leaves: [
          leaf('保鲜盒', [12, 49], 'spec', 'container', ['玻璃', '微波炉', '密封', '便当', '冰箱'], {
            材质: ['高硼硅玻璃', 'PP', '不锈钢'],
            容量: ['400ml', '800ml', '1L', '1.5L'],
            特性: ['可微波', '密封防漏'],
          }),
          leaf('炒锅', [59, 199], 'spec', 'pan', ['不粘锅', '铁锅', '麦饭石', '平底', '电磁炉通用'], {
            材质: ['铸铁', '不锈钢', '麦饭石涂层'],
            口径: ['28cm', '30cm', '32cm'],
            适用炉灶: ['燃气灶', '电磁炉通用'],
          }),
          leaf('刀具套装', [39, 159], 'spec', 'knife', ['不锈钢', '菜刀', '水果刀', '锋利', '德国工艺'], {
            材质: ['不锈钢', '高碳钢', '陶瓷'],
            件数: ['三件套', '五件套', '七件套'],
          }),
        ],
      },
    ],
  },
  {
    name: '美妆个护',
    trade: '化妆品',
    openers: GOODS_OPENERS,
    adjectives: ['补水', '保湿', '温和', '清爽', '学生', '男女通用', '持久', '修护', '控油', '提亮'],
    brands: ['水漾', '颜究', '花研', '肌本', '清沐', '丝润', '洁齿'],
    children: [
      {
        name: '护肤',
        audience: [''],
        leaves: [
          leaf('面膜', [15, 69], 'volume', 'mask', ['玻尿酸', '睡眠', '泥膜', '贴片', '烟酰胺'], {
            功效: ['补水', '保湿', '美白', '清洁'],
            适用肤质: ['干性', '油性', '混合性', '敏感肌'],
            规格: ['10片装', '20片装'],
          }),
          leaf('精华液', [39, 159], 'volume', 'serum', ['原液', '抗皱', '淡纹', '焕亮', '安瓶'], {
            功效: ['抗皱', '修护', '提亮', '补水'],
            成分: ['玻尿酸', '烟酰胺', '视黄醇', '胜肽'],
          }),
          leaf('面霜', [29, 129], 'volume', 'cream', ['滋润', '秋冬', '素颜霜', '修护', '紧致'], {
            功效: ['保湿', '修护', '紧致'],
            适用肤质: ['干性', '混合性', '敏感肌'],
            质地: ['乳霜', '啫喱'],
          }),
        ],
      },
      {
        name: '个人护理',
        audience: [''],
        leaves: [
          leaf('电动牙刷', [49, 199], 'colour', 'toothbrush', ['声波', '充电式', '软毛', '情侣', '防水'], {
            刷头: ['软毛', '护龈'],
            续航: ['30天', '60天', '90天'],
            防水等级: ['IPX7', 'IPX8'],
          }),
          leaf('洗发水', [19, 69], 'volume', 'bottle', ['去屑', '止痒', '氨基酸', '蓬松', '无硅油'], {
            功效: ['去屑', '控油', '蓬松', '修护'],
            适用发质: ['油性', '干性', '受损发质'],
          }),
        ],
      },
    ],
  },
  {
    name: '数码配件',
    trade: '电子科技',
    openers: GOODS_OPENERS,
    adjectives: ['适用', '新款', '防摔', '超薄', '快充', '耐用', '高清', '磁吸', '便携', '原装品质'],
    brands: ['极充', '键客', '护机', '酷连', '声悦'],
    children: [
      {
        name: '手机配件',
        audience: [''],
        leaves: [
          leaf('手机壳', [6, 29], 'phone', 'phone', ['硅胶', '全包', '透明', '液态', '卡通'], {
            材质: ['液态硅胶', 'TPU', 'PC', '皮革'],
            功能: ['防摔', '磁吸', '支架'],
            风格: ['简约', '卡通', '商务'],
          }),
          leaf('数据线', [6, 25], 'spec', 'cable', ['Type-C', '编织', '1米', '2米', '弯头'], {
            接口: ['Type-C', 'Lightning', 'Micro USB'],
            长度: ['1米', '1.5米', '2米'],
            功率: ['60W', '100W', '240W'],
          }),
          leaf('充电器', [15, 69], 'spec', 'charger', ['氮化镓', '20W', '65W', '多口', 'PD'], {
            功率: ['20W', '33W', '65W', '100W'],
            接口: ['USB-C', 'USB-A+C', '三口'],
            协议: ['PD', 'QC'],
          }),
          leaf('钢化膜', [5, 19], 'phone', 'film', ['防窥', '高清', '全屏', '蓝光', '防指纹'], {
            类型: ['高清', '防窥', '抗蓝光'],
            覆盖: ['全屏', '非全屏'],
            硬度: ['9H', '10H'],
          }),
        ],
      },
      {
        name: '电脑配件',
        audience: [''],
        leaves: [
          leaf('鼠标', [19, 99], 'colour', 'mouse', ['无线', '静音', '蓝牙', '游戏', '人体工学'], {
            连接方式: ['无线', '蓝牙', '有线', '双模'],
            DPI: ['1600', '3200', '16000'],
            按键: ['静音', '有声'],
          }),
          leaf('键盘', [49, 259], 'colour', 'keyboard', ['机械', '青轴', '茶轴', '无线', '键鼠套装'], {
            连接方式: ['有线', '无线', '三模'],
            轴体: ['青轴', '茶轴', '红轴'],
            键数: ['87键', '98键', '104键'],
          }),
        ],
      },
    ],
  },
  {
    name: '食品',
    trade: '食品',
    openers: ['2026新货', '新货', '爆款', '网红', '厂家直销', ''],
    adjectives: ['网红', '零添加', '办公室', '休闲', '原味', '整箱', '独立包装', '特产', '解馋', '新鲜'],
    brands: ['坚果匠', '茶语', '麦香坊', '零食铺', '云岭'],
    children: [
      {
        name: '休闲零食',
        audience: [''],
        leaves: [
          leaf('坚果', [19, 79], 'weight', 'nuts', ['每日坚果', '碧根果', '夏威夷果', '混合', '腰果'], {
            口味: ['原味', '奶香味', '盐焗'],
            包装: ['袋装', '罐装', '礼盒装'],
            产地: ['新疆', '云南', '进口'],
          }),
          leaf('饼干', [9, 39], 'weight', 'biscuit', ['苏打', '夹心', '全麦', '薄脆', '曲奇'], {
            口味: ['原味', '奶油', '海盐', '巧克力'],
            包装: ['袋装', '盒装', '礼盒装'],
          }),
          leaf('辣条', [5, 25], 'weight', 'snack', ['麻辣', '大刀肉', '面筋', '怀旧', '香辣'], {
            口味: ['麻辣', '香辣', '甜辣'],
            包装: ['袋装', '盒装'],
            产地: ['湖南', '河南'],
          }),
        ],
      },
      {
        name: '茶饮冲调',
        audience: [''],
        leaves: [
          leaf('花茶', [12, 59], 'weight', 'tea', ['玫瑰', '菊花', '桂花', '组合', '袋泡'], {
            花型: ['玫瑰花', '菊花', '茉莉花', '桂花'],
            包装: ['袋泡', '罐装', '礼盒装'],
          }),
          leaf('绿茶', [29, 159], 'weight', 'tea', ['明前', '龙井', '碧螺春', '毛尖', '雨前'], {
            品种: ['龙井', '碧螺春', '毛尖', '黄山毛峰'],
            产地: ['杭州', '苏州', '信阳', '黄山'],
            包装: ['罐装', '袋装', '礼盒装'],
          }),
        ],
      },
    ],
  },
  {
    name: '母婴',
    trade: '母婴用品',
    openers: ['2026新款', '新款', '爆款', '新品', ''],
    adjectives: ['婴儿', '宝宝', '儿童', '新生儿', '安全', '柔软', '防胀气', '食品级', '可爱', '加厚'],
    brands: ['贝贝乐', '小芽', '宝呵', '暖宝', '童趣'],
    children: [
      {
        name: '童装',
        audience: ['儿童', '男童', '女童', '宝宝', ''],
        leaves: [
          leaf('儿童T恤', [15, 49], 'apparel', 'tee', ['纯棉', '卡通', '短袖', '印花', '恐龙'], {
            面料: ['纯棉', '莫代尔'],
            适用年龄: ['1-3岁', '3-6岁', '6-12岁'],
            袖长: ['短袖', '长袖'],
          }),
          leaf('儿童裤', [19, 59], 'apparel', 'trousers', ['打底裤', '运动裤', '防蚊裤', '牛仔', '加绒'], {
            面料: ['纯棉', '牛仔布', '加绒'],
            适用年龄: ['1-3岁', '3-6岁', '6-12岁'],
            厚度: ['薄款', '常规', '加绒'],
          }),
        ],
      },
      {
        name: '喂养用品',
        audience: [''],
        leaves: [
          leaf('奶瓶', [25, 99], 'volume', 'baby-bottle', ['玻璃', 'PPSU', '宽口径', '防呛', '硅胶'], {
            材质: ['玻璃', 'PPSU', '硅胶'],
            适用月龄: ['0-6个月', '6个月以上'],
          }),
          leaf('辅食碗', [12, 49], 'colour', 'bowl', ['吸盘', '硅胶', '分格', '防摔', '套装'], {
            材质: ['硅胶', '不锈钢', '竹纤维'],
            功能: ['吸盘', '分格', '保温'],
          }),
        ],
      },
    ],
  },
  {
    name: '运动户外',
    trade: '体育用品',
    openers: ['2026新款', '爆款', '新品', '热销', ''],
    adjectives: ['专业', '加厚', '防滑', '便携', '初学者', '家用', '户外', '折叠', '轻量', '耐磨'],
    brands: ['跃动', '野径', '山行', '力健', '瑜悦'],
    children: [
      {
        name: '健身器材',
        audience: [''],
        leaves: [
          leaf('瑜伽垫', [19, 89], 'colour', 'mat', ['TPE', '加宽', '隔音', '防滑', '健身垫'], {
            材质: ['TPE', 'NBR', '天然橡胶'],
            厚度: ['6mm', '8mm', '10mm', '15mm'],
          }),
          leaf('跳绳', [9, 39], 'colour', 'rope', ['计数', '负重', '无绳', '钢丝', '竞速'], {
            材质: ['钢丝', 'PVC', '棉绳'],
            功能: ['电子计数', '负重', '无绳'],
          }),
        ],
      },
      {
        name: '户外装备',
        audience: [''],
        leaves: [
          leaf('帐篷', [89, 399], 'spec', 'tent', ['自动', '野营', '防雨', '双人', '速开'], {
            适用人数: ['2人', '3-4人', '5-8人'],
            材质: ['涤纶', '牛津布'],
            功能: ['防雨', '防晒', '速开'],
          }),
          leaf('折叠椅', [29, 119], 'colour', 'chair', ['月亮椅', '钓鱼', '便携', '靠背', '克米特'], {
            材质: ['铝合金', '碳钢', '牛津布'],
            承重: ['120kg', '150kg', '200kg'],
          }),
        ],
      },
    ],
  },
  {
    name: '宠物用品',
    trade: '宠物用品',
    openers: GOODS_OPENERS,
    adjectives: ['宠物', '猫咪', '狗狗', '除臭', '耐咬', '四季通用', '可拆洗', '大号', '小型犬', '耐脏'],
    brands: ['萌宠', '汪星人', '喵趣', '宠爱'],
    children: [
      {
        name: '猫用品',
        audience: [''],
        leaves: [
          leaf('猫砂', [19, 69], 'weight', 'litter', ['豆腐猫砂', '膨润土', '混合', '低尘', '结团'], {
            材质: ['豆腐', '膨润土', '混合', '水晶'],
            香型: ['原味', '绿茶', '奶香', '活性炭'],
          }),
          leaf('猫抓板', [9, 49], 'spec', 'scratcher', ['瓦楞纸', '立式', '猫窝', '耐磨', '剑麻'], {
            材质: ['瓦楞纸', '剑麻', '实木'],
            形状: ['立式', '平板', '猫窝式'],
          }),
        ],
      },
      {
        name: '狗用品',
        audience: [''],
        leaves: [
          leaf('牵引绳', [12, 49], 'colour', 'leash', ['胸背带', '自动伸缩', '反光', '防挣脱', '中大型犬'], {
            类型: ['胸背带', '项圈', '伸缩绳'],
            适用犬型: ['小型犬', '中型犬', '大型犬'],
            长度: ['1.2米', '1.5米', '3米', '5米'],
          }),
          leaf('宠物碗', [9, 39], 'colour', 'pet-bowl', ['不锈钢', '双碗', '防打翻', '慢食', '自动饮水'], {
            材质: ['不锈钢', '陶瓷', '塑料'],
            功能: ['防打翻', '慢食', '自动饮水'],
          }),
        ],
      },
    ],
  },
];

/** how titles end: nothing, or what a distributor looks for */
export const TITLE_SUFFIXES = ['', '批发', '现货', '一件代发', '源头工厂', '包邮', '跨境专供', '高品质'];

export const COLOURS = [
  '黑色',
  '白色',
  '米白色',
  '杏色',
  '卡其色',
  '灰色',
  '藏青色',
  '酒红色',
  '雾霾蓝',
  '牛油果绿',
  '粉色',
  '咖啡色',
];
export const APPAREL_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
export const SHOE_SIZES = ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44'];
export const PHONE_MODELS = [
  'iPhone 16',
  'iPhone 16 Pro',
  'iPhone 15',
  'iPhone 15 Pro Max',
  '华为Mate 70',
  '华为P70',
  '小米15',
  'OPPO Find X8',
  'vivo X200',
];
export const WEIGHTS = ['250g', '500g', '1kg', '2.5kg', '5kg'];
export const VOLUMES = ['30ml', '50ml', '100ml', '250ml', '500ml'];
export const SPECS = ['标准款', '升级款', '豪华款', '小号', '中号', '大号', '两件套', '三件套'];

export const SUPPLIER_CITIES = [
  '义乌市',
  '广州市',
  '杭州市',
  '深圳市',
  '东莞市',
  '泉州市',
  '温州市',
  '苏州市',
  '汕头市',
  '临沂市',
  '金华市',
  '佛山市',
];
export const SUPPLIER_WORDS = [
  '晨光',
  '恒达',
  '优品',
  '锦绣',
  '瑞丰',
  '嘉禾',
  '鑫源',
  '华彩',
  '宏图',
  '百汇',
  '美程',
  '乐享',
  '诚信',
  '聚力',
  '博远',
  '天成',
];

/**
 * Brand 1 is "no brand"; the others are invented names (as the platform sandbox's are: none stands for
 * a real company's mark), several per trade. The 1688 sandbox sells under the same names, so a 1688
 * offer's brand is one of ours.
 */
export const BRANDS: { nameCn: string; nameEn: string }[] = [
  { nameCn: '无品牌', nameEn: 'NO BRAND' },
  { nameCn: '衣蔓', nameEn: 'YIMAN' },
  { nameCn: '素锦', nameEn: 'SUJIN' },
  { nameCn: '茉语', nameEn: 'MOYU' },
  { nameCn: '云裳', nameEn: 'YUNSHANG' },
  { nameCn: '南栀', nameEn: 'NANZHI' },
  { nameCn: '柒色', nameEn: 'QISE' },
  { nameCn: '卓尚', nameEn: 'ZHUOSHANG' },
  { nameCn: '劲朗', nameEn: 'JINLANG' },
  { nameCn: '型格', nameEn: 'XINGGE' },
  { nameCn: '北极狐', nameEn: 'ARCTIC FOX' },
  { nameCn: '骏途', nameEn: 'JUNTU' },
  { nameCn: '步履', nameEn: 'BULV' },
  { nameCn: '轻跑', nameEn: 'QINGPAO' },
  { nameCn: '足迹', nameEn: 'ZUJI' },
  { nameCn: '云步', nameEn: 'CLOUDSTEP' },
  { nameCn: '踏雪', nameEn: 'TAXUE' },
  { nameCn: '行囊', nameEn: 'XINGNANG' },
  { nameCn: '悦途', nameEn: 'YUETU' },
  { nameCn: '皮匠', nameEn: 'PIJIANG' },
  { nameCn: '旅伴', nameEn: 'LVBAN' },
  { nameCn: '箱遇', nameEn: 'XIANGYU' },
  { nameCn: '居然好', nameEn: 'JURANHAO' },
  { nameCn: '简居', nameEn: 'SIMPLE HOME' },
  { nameCn: '厨艺家', nameEn: 'CHEFHOME' },
  { nameCn: '收纳师', nameEn: 'TIDY MASTER' },
  { nameCn: '家和', nameEn: 'JIAHE' },
  { nameCn: '水漾', nameEn: 'AQUAGLOW' },
  { nameCn: '颜究', nameEn: 'YANJIU' },
  { nameCn: '花研', nameEn: 'HUAYAN' },
  { nameCn: '肌本', nameEn: 'JIBEN' },
  { nameCn: '清沐', nameEn: 'QINGMU' },
  { nameCn: '丝润', nameEn: 'SIRUN' },
  { nameCn: '洁齿', nameEn: 'JIECHI' },
  { nameCn: '极充', nameEn: 'FASTCHARGE' },
  { nameCn: '键客', nameEn: 'KEYMAN' },
  { nameCn: '护机', nameEn: 'PHONEGUARD' },
  { nameCn: '酷连', nameEn: 'COOLLINK' },
  { nameCn: '声悦', nameEn: 'SOUNDJOY' },
  { nameCn: '坚果匠', nameEn: 'NUTSMITH' },
  { nameCn: '茶语', nameEn: 'CHAYU' },
  { nameCn: '麦香坊', nameEn: 'MAIXIANGFANG' },
  { nameCn: '零食铺', nameEn: 'SNACK SHOP' },
  { nameCn: '云岭', nameEn: 'YUNLING' },
  { nameCn: '贝贝乐', nameEn: 'BEIBEILE' },
  { nameCn: '小芽', nameEn: 'SPROUT' },
  { nameCn: '宝呵', nameEn: 'BAOHE' },
  { nameCn: '暖宝', nameEn: 'NUANBAO' },
  { nameCn: '童趣', nameEn: 'TONGQU' },
  { nameCn: '跃动', nameEn: 'YUEDONG' },
  { nameCn: '野径', nameEn: 'WILDTRAIL' },
  { nameCn: '山行', nameEn: 'SHANXING' },
  { nameCn: '力健', nameEn: 'LIJIAN' },
  { nameCn: '瑜悦', nameEn: 'YUYUE' },
  { nameCn: '萌宠', nameEn: 'MENGCHONG' },
  { nameCn: '汪星人', nameEn: 'WANGXING' },
  { nameCn: '喵趣', nameEn: 'MIAOQU' },
  { nameCn: '宠爱', nameEn: 'PETLOVE' },
];
