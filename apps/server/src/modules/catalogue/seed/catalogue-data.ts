/** Realistic building blocks for the demo catalogue: categories, words, sizes, suppliers, brands. */

export type SkuScheme = 'apparel' | 'shoes' | 'phone' | 'weight' | 'volume' | 'colour' | 'spec';

export interface LeafSeed {
  name: string;
  /** price range of the cheapest SKU, in yuan */
  price: [number, number];
  scheme: SkuScheme;
  /** words that fit titles of this leaf */
  words: string[];
}

export interface TopCategorySeed {
  name: string;
  /** the trade of suppliers selling this category */
  trade: string;
  adjectives: string[];
  children: { name: string; leaves: LeafSeed[] }[];
}

const leaf = (name: string, price: [number, number], scheme: SkuScheme, words: string[]): LeafSeed => ({
  name,
  price,
  scheme,
  words,
});

export const CATEGORY_TREE: TopCategorySeed[] = [
  {
    name: '女装',
    trade: '服饰',
    adjectives: ['韩版', '宽松', '百搭', '显瘦', '法式', '复古', '简约', '通勤', '小众设计感', '气质'],
    children: [
      {
        name: '上衣',
        leaves: [
          leaf('T恤', [12, 45], 'apparel', ['纯棉', '短袖', '圆领', '印花', '打底']),
          leaf('衬衫', [25, 80], 'apparel', ['雪纺', '长袖', '翻领', '条纹', '垂感']),
          leaf('卫衣', [30, 95], 'apparel', ['加绒', '连帽', '落肩', '字母', 'oversize']),
          leaf('针织衫', [28, 88], 'apparel', ['开衫', '羊毛', '慵懒风', 'V领', '短款']),
        ],
      },
      {
        name: '裙装',
        leaves: [
          leaf('连衣裙', [35, 129], 'apparel', ['碎花', '收腰', '长款', '吊带', '赫本风']),
          leaf('半身裙', [25, 79], 'apparel', ['百褶', 'A字', '高腰', '开叉', '牛仔']),
        ],
      },
      {
        name: '裤装',
        leaves: [
          leaf('牛仔裤', [35, 99], 'apparel', ['直筒', '高腰', '阔腿', '破洞', '九分']),
          leaf('阔腿裤', [25, 69], 'apparel', ['垂感', '西装', '冰丝', '拖地', '休闲']),
        ],
      },
    ],
  },
  {
    name: '男装',
    trade: '服饰',
    adjectives: ['潮牌', '宽松', '休闲', '商务', '青少年', '国潮', '美式', '简约', '百搭', '运动风'],
    children: [
      {
        name: '上衣',
        leaves: [
          leaf('短袖T恤', [15, 49], 'apparel', ['纯棉', '圆领', '印花', '半袖', '重磅']),
          leaf('POLO衫', [29, 89], 'apparel', ['翻领', '冰丝', '商务', '刺绣', '速干']),
          leaf('夹克', [59, 199], 'apparel', ['工装', '立领', '飞行员', '防风', '外套']),
        ],
      },
      {
        name: '裤装',
        leaves: [
          leaf('休闲裤', [29, 89], 'apparel', ['直筒', '束脚', '工装', '弹力', '九分']),
          leaf('运动裤', [25, 69], 'apparel', ['卫裤', '速干', '宽松', '束脚', '加绒']),
        ],
      },
    ],
  },
  {
    name: '鞋靴',
    trade: '鞋业',
    adjectives: ['透气', '轻便', '百搭', '防滑', '软底', '增高', '网面', '真皮', '潮流', '舒适'],
    children: [
      {
        name: '女鞋',
        leaves: [
          leaf('运动鞋', [39, 129], 'shoes', ['老爹鞋', '跑步鞋', '小白鞋', '厚底', '休闲']),
          leaf('单鞋', [35, 99], 'shoes', ['尖头', '平底', '玛丽珍', '乐福', '浅口']),
          leaf('凉鞋', [25, 79], 'shoes', ['罗马', '一字带', '坡跟', '仙女风', '沙滩']),
        ],
      },
      {
        name: '男鞋',
        leaves: [
          leaf('休闲鞋', [45, 139], 'shoes', ['板鞋', '帆布鞋', '低帮', '一脚蹬', '豆豆鞋']),
          leaf('皮鞋', [69, 199], 'shoes', ['商务', '正装', '英伦', '系带', '真皮']),
        ],
      },
    ],
  },
  {
    name: '箱包',
    trade: '箱包',
    adjectives: ['大容量', '轻便', '百搭', '通勤', '时尚', '简约', '多功能', '防水', '高级感', '小众'],
    children: [
      {
        name: '女包',
        leaves: [
          leaf('单肩包', [35, 119], 'colour', ['腋下包', '托特包', '水桶包', '链条', '手提']),
          leaf('斜挎包', [29, 89], 'colour', ['小方包', '相机包', '马鞍包', '迷你', '宽肩带']),
          leaf('双肩包', [39, 129], 'colour', ['书包', '旅行', '电脑包', '学院风', '尼龙']),
        ],
      },
      {
        name: '旅行箱包',
        leaves: [leaf('拉杆箱', [129, 399], 'spec', ['万向轮', '登机箱', '铝框', '密码锁', '静音'])],
      },
    ],
  },
  {
    name: '家居日用',
    trade: '日用品',
    adjectives: ['家用', '创意', '北欧风', '加厚', '可折叠', '多功能', '简约', '耐用', '宿舍', '大号'],
    children: [
      {
        name: '收纳整理',
        leaves: [
          leaf('收纳盒', [9, 39], 'spec', ['桌面', '抽屉式', '透明', '衣柜', '分格']),
          leaf('衣架', [8, 29], 'spec', ['防滑', '无痕', '实木', '植绒', '多层']),
        ],
      },
      {
        name: '厨房用品',
        leaves: [
          leaf('保鲜盒', [12, 49], 'spec', ['玻璃', '微波炉', '密封', '便当', '冰箱']),
          leaf('炒锅', [59, 199], 'spec', ['不粘锅', '铁锅', '麦饭石', '平底', '电磁炉通用']),
          leaf('刀具套装', [39, 159], 'spec', ['不锈钢', '菜刀', '水果刀', '锋利', '德国工艺']),
        ],
      },
    ],
  },
  {
    name: '美妆个护',
    trade: '化妆品',
    adjectives: ['补水', '保湿', '温和', '清爽', '学生', '男女通用', '持久', '修护', '控油', '提亮'],
    children: [
      {
        name: '护肤',
        leaves: [
          leaf('面膜', [15, 69], 'volume', ['玻尿酸', '睡眠', '泥膜', '贴片', '烟酰胺']),
          leaf('精华液', [39, 159], 'volume', ['原液', '抗皱', '淡纹', '焕亮', '安瓶']),
          leaf('面霜', [29, 129], 'volume', ['滋润', '秋冬', '素颜霜', '修护', '紧致']),
        ],
      },
      {
        name: '个人护理',
        leaves: [
          leaf('电动牙刷', [49, 199], 'colour', ['声波', '充电式', '软毛', '情侣', '防水']),
          leaf('洗发水', [19, 69], 'volume', ['去屑', '止痒', '氨基酸', '蓬松', '无硅油']),
        ],
      },
    ],
  },
  {
    name: '数码配件',
    trade: '电子科技',
    adjectives: ['适用', '新款', '防摔', '超薄', '快充', '耐用', '高清', '磁吸', '便携', '原装品质'],
    children: [
      {
        name: '手机配件',
        leaves: [
          leaf('手机壳', [6, 29], 'phone', ['硅胶', '全包', '透明', '液态', '卡通']),
          leaf('数据线', [6, 25], 'spec', ['Type-C', '编织', '1米', '2米', '弯头']),
          leaf('充电器', [15, 69], 'spec', ['氮化镓', '20W', '65W', '多口', 'PD']),
          leaf('钢化膜', [5, 19], 'phone', ['防窥', '高清', '全屏', '蓝光', '防指纹']),
        ],
      },
      {
        name: '电脑配件',
        leaves: [
          leaf('鼠标', [19, 99], 'colour', ['无线', '静音', '蓝牙', '游戏', '人体工学']),
          leaf('键盘', [49, 259], 'colour', ['机械', '青轴', '茶轴', '无线', '键鼠套装']),
        ],
      },
    ],
  },
  {
    name: '食品',
    trade: '食品',
    adjectives: ['网红', '零添加', '办公室', '休闲', '原味', '整箱', '独立包装', '特产', '解馋', '新鲜'],
    children: [
      {
        name: '休闲零食',
        leaves: [
          leaf('坚果', [19, 79], 'weight', ['每日坚果', '碧根果', '夏威夷果', '混合', '腰果']),
          leaf('饼干', [9, 39], 'weight', ['苏打', '夹心', '全麦', '薄脆', '曲奇']),
          leaf('辣条', [5, 25], 'weight', ['麻辣', '大刀肉', '面筋', '怀旧', '香辣']),
        ],
      },
      {
        name: '茶饮冲调',
        leaves: [
          leaf('花茶', [12, 59], 'weight', ['玫瑰', '菊花', '桂花', '组合', '袋泡']),
          leaf('绿茶', [29, 159], 'weight', ['明前', '龙井', '碧螺春', '毛尖', '雨前']),
        ],
      },
    ],
  },
  {
    name: '母婴',
    trade: '母婴用品',
    adjectives: ['婴儿', '宝宝', '儿童', '新生儿', '安全', '柔软', '防胀气', '食品级', '可爱', '加厚'],
    children: [
      {
        name: '童装',
        leaves: [
          leaf('儿童T恤', [15, 49], 'apparel', ['纯棉', '卡通', '短袖', '男童', '女童']),
          leaf('儿童裤', [19, 59], 'apparel', ['打底裤', '运动裤', '防蚊裤', '牛仔', '加绒']),
        ],
      },
      {
        name: '喂养用品',
        leaves: [
          leaf('奶瓶', [25, 99], 'volume', ['玻璃', 'PPSU', '宽口径', '防呛', '硅胶']),
          leaf('辅食碗', [12, 49], 'colour', ['吸盘', '硅胶', '分格', '防摔', '套装']),
        ],
      },
    ],
  },
  {
    name: '运动户外',
    trade: '体育用品',
    adjectives: ['专业', '加厚', '防滑', '便携', '初学者', '家用', '户外', '折叠', '轻量', '耐磨'],
    children: [
      {
        name: '健身器材',
        leaves: [
          leaf('瑜伽垫', [19, 89], 'colour', ['TPE', '加宽', '隔音', '防滑', '健身垫']),
          leaf('跳绳', [9, 39], 'colour', ['计数', '负重', '无绳', '钢丝', '竞速']),
        ],
      },
      {
        name: '户外装备',
        leaves: [
          leaf('帐篷', [89, 399], 'spec', ['自动', '野营', '防雨', '双人', '速开']),
          leaf('折叠椅', [29, 119], 'colour', ['月亮椅', '钓鱼', '便携', '靠背', '克米特']),
        ],
      },
    ],
  },
  {
    name: '宠物用品',
    trade: '宠物用品',
    adjectives: ['宠物', '猫咪', '狗狗', '除臭', '耐咬', '四季通用', '可拆洗', '大号', '小型犬', '萌宠'],
    children: [
      {
        name: '猫用品',
        leaves: [
          leaf('猫砂', [19, 69], 'weight', ['豆腐猫砂', '膨润土', '混合', '低尘', '结团']),
          leaf('猫抓板', [9, 49], 'spec', ['瓦楞纸', '立式', '猫窝', '耐磨', '剑麻']),
        ],
      },
      {
        name: '狗用品',
        leaves: [
          leaf('牵引绳', [12, 49], 'colour', ['胸背带', '自动伸缩', '反光', '防挣脱', '中大型犬']),
          leaf('宠物碗', [9, 39], 'colour', ['不锈钢', '双碗', '防打翻', '慢食', '自动饮水']),
        ],
      },
    ],
  },
];

export const TITLE_PREFIXES = ['2026秋冬新款', '2026新款', '爆款', '跨境', '厂家直销', '一件代发', '新品', '热销', ''];
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
export const SUPPLIER_TRADES = [
  '服饰',
  '鞋业',
  '箱包',
  '日用品',
  '电子科技',
  '食品',
  '母婴用品',
  '体育用品',
  '宠物用品',
  '化妆品',
  '贸易',
];

export const BRANDS: { nameCn: string; nameEn: string }[] = [
  { nameCn: '无品牌', nameEn: 'NO BRAND' },
  { nameCn: '南极人', nameEn: 'Nanjiren' },
  { nameCn: '森马', nameEn: 'Semir' },
  { nameCn: '回力', nameEn: 'Warrior' },
  { nameCn: '苏泊尔', nameEn: 'SUPOR' },
  { nameCn: '绿联', nameEn: 'UGREEN' },
  { nameCn: '三只松鼠', nameEn: 'Three Squirrels' },
  { nameCn: '良品铺子', nameEn: 'Bestore' },
  { nameCn: '贝亲', nameEn: 'Pigeon' },
  { nameCn: '迪卡侬', nameEn: 'Decathlon' },
  { nameCn: '珀莱雅', nameEn: 'PROYA' },
  { nameCn: '小米有品', nameEn: 'Xiaomi Youpin' },
  { nameCn: '网易严选', nameEn: 'Yanxuan' },
  { nameCn: '倍思', nameEn: 'Baseus' },
  { nameCn: '麦富迪', nameEn: 'Myfoodie' },
  { nameCn: '太力', nameEn: 'TAILI' },
];
