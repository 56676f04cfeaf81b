import { AMOUNT_DECIMALS, DEFAULT_STOCK, PDD_TEMPLATE_DEFAULTS, RATIO_DECIMALS } from '../constants.ts';
import { Messages } from '../i18n/messages.zh-CN.ts';
import type {
  CategoryBinding,
  FieldOption,
  LookupEndpoint,
  NumberField,
  Path,
  PriceFormulaBinding,
  ShopParam,
  TemplateApi,
  TemplateField,
  TemplatePlatform,
} from './template-fields.ts';
import { getPath } from './template-values.ts';

/**
 * The price formula line's defaults for every platform but pdd, whose own are in §9: the forms start
 * from the same markup so that a distributor sees one rule everywhere until they change it.
 */
export const DEFAULT_PRICE_FORMULA = {
  ratio: PDD_TEMPLATE_DEFAULTS.ratio,
  additionY: PDD_TEMPLATE_DEFAULTS.additionY,
  priceTakeType: 1,
  pricePrecision: 2,
} as const;

export const LISTING_OPTIONS = {
  goodStatus: [
    { value: 0, label: Messages.optionListNow },
    { value: 1, label: Messages.optionWarehouse },
  ],
} as const satisfies Record<string, readonly FieldOption[]>;

/** pdd and doudian goodStatus: 0 list now, 1 put in the warehouse. */
export function goodStatusField<V extends { goodStatus: number }>(): TemplateField<V> {
  return {
    kind: 'radio',
    name: 'goodStatus' as Path<V>,
    label: Messages.fieldListing,
    panel: 'basic',
    options: LISTING_OPTIONS.goodStatus,
    default: 0,
  };
}

/** The brand search select of a manual category (doudian, xiaohongshu). */
export function manualBrandField<V extends { brandId: string | null; brandName: string | null }>(
  category: CategoryBinding<V>,
  message: string,
): TemplateField<V> {
  return {
    kind: 'brand',
    name: 'brandId' as Path<V>,
    labelName: 'brandName' as Path<V>,
    categoryName: category.id,
    label: Messages.fieldBrand,
    panel: 'basic',
    when: (values) => isManual(category, values),
    required: message,
  };
}

const PRECISION_OPTIONS = {
  priceTakeType: [
    { value: 1, label: Messages.optionTwoDecimals },
    { value: 2, label: Messages.optionInteger },
  ],
  pricePrecision: [
    { value: 2, label: Messages.optionTwoDecimals },
    { value: 0, label: Messages.optionInteger },
  ],
} as const;

/** The price formula line: unit price = supply price x percent% + amount yuan, rounded. */
export function priceFormula<V>(binding: PriceFormulaBinding<V>): {
  binding: PriceFormulaBinding<V>;
  fields: TemplateField<V>[];
} {
  const fields: TemplateField<V>[] = [
    {
      kind: 'number',
      name: binding.percent,
      label: Messages.fieldPercent,
      panel: 'price',
      decimals: RATIO_DECIMALS,
      unit: '%',
      default: DEFAULT_PRICE_FORMULA.ratio,
      required: Messages.ratioRequired,
      min: { value: 0, message: Messages.ratioNotNegative },
    },
    {
      kind: 'number',
      name: binding.amount,
      label: Messages.fieldAmount,
      panel: 'price',
      decimals: AMOUNT_DECIMALS,
      unit: Messages.unitYuan,
      default: DEFAULT_PRICE_FORMULA.additionY,
      required: Messages.amountRequired,
    },
    {
      kind: 'radio',
      name: binding.precision,
      label: Messages.fieldPriceRounding,
      panel: 'price',
      asSelect: true,
      options: PRECISION_OPTIONS[binding.precisionStyle],
      default: DEFAULT_PRICE_FORMULA[binding.precisionStyle],
      required: Messages.selectPriceType,
    },
  ];
  return { binding, fields };
}

/** The price formula under `price` (ratio, additionY, priceTakeType) most platforms share. */
export function sharedPrice<V extends { price: { ratio: number; additionY: number; priceTakeType: number } }>() {
  return priceFormula<V>({
    percent: 'price.ratio' as Path<V>,
    amount: 'price.additionY' as Path<V>,
    precision: 'price.priceTakeType' as Path<V>,
    precisionStyle: 'priceTakeType',
  });
}

/** Smart match or manual category; manual shows the lazily loaded cascader. */
export function categoryChoice<V>(
  binding: CategoryBinding<V>,
  message: string,
): { binding: CategoryBinding<V>; fields: TemplateField<V>[] } {
  return {
    binding,
    fields: [
      {
        kind: 'radio',
        name: binding.mode,
        label: Messages.fieldCategoryChoice,
        panel: 'basic',
        options: [
          { value: binding.smart, label: Messages.optionSmartMatch },
          { value: binding.manual, label: Messages.optionManual },
        ],
        default: binding.smart,
      },
      {
        kind: 'category',
        name: binding.id,
        pathName: binding.path,
        labelName: binding.label,
        label: Messages.fieldCategory,
        panel: 'basic',
        when: (values) => isManual(binding, values),
        required: message,
      },
    ],
  };
}

export function isManual<V>(binding: CategoryBinding<V>, values: V): boolean {
  return getPath(values, binding.mode) === binding.manual;
}

/** The category fields of most platforms: category (1 smart, 2 manual), categoryId, categoryList. */
export function standardCategory<V extends { category: number; categoryId: string | null }>(
  lookupStationType: number,
  message: string = Messages.selectCategory,
) {
  return categoryChoice<V>(
    {
      mode: 'category' as Path<V>,
      smart: 1,
      manual: 2,
      id: 'categoryId' as Path<V>,
      path: 'categoryList' as Path<V>,
      label: 'categoryName' as Path<V>,
      lookupStationType,
    },
    message,
  );
}

export interface StockMessages {
  required: string;
  min: string;
  integer: string;
}

export const CHINESE_STOCK_MESSAGES: StockMessages = {
  required: Messages.fillSkuStock,
  min: Messages.skuStockNotNegative,
  integer: Messages.skuStockInteger,
};

export const ENGLISH_STOCK_MESSAGES: StockMessages = {
  required: Messages.pddFillSkuStock,
  min: Messages.pddSkuStockNotNegative,
  integer: Messages.pddSkuStockInteger,
};

/** The stock sent for every SKU (default 999, §9). */
export function stockField<V>(
  name: Path<V>,
  messages: StockMessages,
  extra: Partial<NumberField<V>> = {},
): NumberField<V> {
  return {
    kind: 'number',
    name,
    label: Messages.fieldSkuStock,
    panel: 'stock',
    decimals: 0,
    unit: Messages.unitPieces,
    default: DEFAULT_STOCK,
    required: messages.required,
    min: { value: 0, message: messages.min },
    integer: messages.integer,
    ...extra,
  };
}

export function freightField<V>(
  name: Path<V>,
  message: string,
  label: string = Messages.fieldFreightTemplate,
): TemplateField<V> {
  return { kind: 'template', lookup: 'freight', name, label, panel: 'freight', required: message };
}

/** The answer keys most platforms use for a template option. */
export const ID_NAME = { valueKey: 'id', labelKey: 'name' } as const;

/** `/api/platform/{platform}/good/{call}`, the prefix of every template call (doc 2 §7). */
export function platformPath(platform: TemplatePlatform, call: string): string {
  return `/api/platform/${platform}/good/${call}`;
}

export function lookup(
  platform: TemplatePlatform,
  call: string,
  shopParam: ShopParam = 'shopId',
  keys: { valueKey: string; labelKey: string } = ID_NAME,
): LookupEndpoint {
  return { path: platformPath(platform, call), shopParam, ...keys };
}

/** GET and POST on one path, the shop named in the query (pdd, doudian, alibaba, taobao, ktt, qunjielong). */
export function publishTemplateApi(platform: TemplatePlatform, extra: Partial<TemplateApi> = {}): TemplateApi {
  const path = platformPath(platform, 'publish-template');
  return { get: { path, shopParam: 'shopId' }, save: path, ...extra };
}
