import { Messages } from '../i18n/messages.zh-CN.ts';
import type { ListingSettings } from '../listing-settings.ts';

/**
 * The kit publish templates are declared with (spec doc 2 §2, §3, §5, §9): each platform's template is
 * data (its fields, their widgets, defaults and rules) plus a few functions. The web draws the form
 * from the declaration and the server derives its validation from the same one.
 */

type Leaf = string | number | boolean | null | undefined | readonly unknown[];

/** Dotted paths of a template's values: 'price.mutiPrice.ratio'. Arrays are leaves. */
export type Path<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends Leaf ? K : K | `${K}.${Path<NonNullable<T[K]>>}`;
}[keyof T & string];

export type TemplatePanel = 'basic' | 'price' | 'stock' | 'freight' | 'other';

/** Panel titles of the common layout, in the order the forms show them. */
export const TEMPLATE_PANELS: readonly { key: TemplatePanel; title: string }[] = [
  { key: 'basic', title: Messages.panelBasic },
  { key: 'price', title: Messages.panelPrice },
  { key: 'stock', title: Messages.panelStock },
  { key: 'freight', title: Messages.panelFreight },
  { key: 'other', title: Messages.panelOther },
];

export interface FieldOption<T = number | null> {
  value: T;
  label: string;
}

export interface Bound {
  value: number;
  message: string;
}

interface FieldBase<V> {
  name: Path<V>;
  label: string;
  panel: TemplatePanel;
  /** the field is shown, validated and used only while this holds */
  when?: (values: V) => boolean;
  /** the message when the field is left empty (its absence makes the field optional) */
  required?: string | ((values: V) => string);
  /** a short explanation shown beside the field (a popover where the spec asks for one) */
  help?: string;
}

export interface NumberField<V> extends FieldBase<V> {
  kind: 'number';
  default?: number;
  /** on blur the value rounds to this many decimals (ratio 0, amounts 2) */
  decimals: 0 | 2;
  min?: Bound;
  max?: Bound;
  /** the message for a value with decimals where only whole numbers make sense (stock) */
  integer?: string;
  /** text after the input: %, 元, 件 */
  unit?: string;
}

export interface RadioField<V> extends FieldBase<V> {
  kind: 'radio';
  options: readonly FieldOption[];
  default?: number | null;
  /** shown as a select that may be cleared instead of radio buttons */
  asSelect?: boolean;
}

export interface CheckboxesField<V> extends FieldBase<V> {
  kind: 'checkboxes';
  options: readonly FieldOption<number>[];
  default?: number[];
}

export interface DateTimeField<V> extends FieldBase<V> {
  kind: 'datetime';
}

/** The lazily loaded category cascader of manual mode; it also keeps the path and the leaf's name. */
export interface CategoryField<V> extends FieldBase<V> {
  kind: 'category';
  /** where the ids from the top category down to the chosen leaf are kept */
  pathName: Path<V>;
  /** where the chosen leaf's name is kept */
  labelName: Path<V>;
}

/** A brand search select (paged 10, debounced 200 ms) for the category chosen in `categoryName`. */
export interface BrandField<V> extends FieldBase<V> {
  kind: 'brand';
  categoryName: Path<V>;
  /** where the brand's name is kept, when the platform's template keeps it */
  labelName?: Path<V>;
}

export type LookupKind = 'freight' | 'logistics';

/** A select of the shop's freight (express, carriage) templates or logistics plans, with a refresh link. */
export interface TemplateSelectField<V> extends FieldBase<V> {
  kind: 'template';
  lookup: LookupKind;
}

/** doudian smart mode: removable rows of (category, brand), at least one. */
export interface BrandRowsField<V> extends FieldBase<V> {
  kind: 'brandRows';
  rowCategoryMessage: string;
  rowBrandMessage: string;
}

/** A value the platform fixes: shown disabled, never taken from the client. */
export interface FixedField<V> {
  kind: 'fixed';
  label: string;
  panel: TemplatePanel;
  options: readonly FieldOption<number | boolean>[];
  value: number | boolean;
  /** where the value is kept, when the platform's template keeps it */
  name?: Path<V>;
  help?: string;
  when?: (values: V) => boolean;
}

/** A default the template carries without showing it (video shop weight, seven-day return, ...). */
export interface HiddenField<V> extends FieldBase<V> {
  kind: 'hidden';
  default: number;
  min?: Bound;
}

export type TemplateField<V> =
  | NumberField<V>
  | RadioField<V>
  | CheckboxesField<V>
  | DateTimeField<V>
  | CategoryField<V>
  | BrandField<V>
  | TemplateSelectField<V>
  | BrandRowsField<V>
  | FixedField<V>
  | HiddenField<V>;

export type NamedField<V> = Exclude<TemplateField<V>, FixedField<V>> | (FixedField<V> & { name: Path<V> });

/** Where the price formula line's three inputs live, and pdd's single-buy and market additions. */
export interface PriceFormulaBinding<V> {
  percent: Path<V>;
  amount: Path<V>;
  precision: Path<V>;
  /** priceTakeType: 1 two decimals, 2 integer; pricePrecision: 2 two decimals, 0 integer */
  precisionStyle: 'priceTakeType' | 'pricePrecision';
  pdd?: { single: Path<V>; market: Path<V> };
}

/** The smart-or-manual category choice. */
export interface CategoryBinding<V> {
  mode: Path<V>;
  smart: number;
  manual: number;
  id: Path<V>;
  path: Path<V>;
  label: Path<V>;
  /** the station-type code the category sub-list is asked with (doc 2 §2) */
  lookupStationType: number;
}

export type TemplatePlatform =
  | 'pdd'
  | 'doudian'
  | 'alibaba'
  | 'kuaishou'
  | 'youzan'
  | 'taobao'
  | 'xiaohongshu'
  | 'ktt'
  | 'qunjielong'
  | 'wechatvideoshop';

/** How the shop is named in a lookup's query: our shop id under the spec's parameter name. */
export type ShopParam = 'shopId' | 'appId';

export interface LookupEndpoint {
  path: string;
  shopParam: ShopParam;
  /** the keys of an item in the answer (xiaohongshu: templateId / templateName, ...) */
  valueKey: string;
  labelKey: string;
}

/** The template calls of doc 2 §7 for one platform. `{shopId}` in a path is our shop id. */
export interface TemplateApi {
  get: { path: string; shopParam?: ShopParam };
  save: string;
  freight?: LookupEndpoint;
  logistics?: LookupEndpoint;
  brands?: { path: string; shopParam: ShopParam };
  /** a platform's own category lookup (xiaohongshu get-category), besides the shared sub-list */
  categories?: { path: string; shopParam: ShopParam };
}

export interface TemplateDeclaration<V> {
  platform: TemplatePlatform;
  station: number;
  /** the toast after a successful save */
  savedMessage: string;
  api: TemplateApi;
  fields: readonly TemplateField<V>[];
  price: PriceFormulaBinding<V>;
  category?: CategoryBinding<V>;
  /** accepts the platform's other shape (youzan's API fields) before validation */
  normalize?: (input: Record<string, unknown>) => Record<string, unknown>;
  /** the platform's other shape added to an answer */
  present?: (values: V) => Record<string, unknown>;
  /** the platform's own part of the listing settings; category and price come from the bindings */
  settings(values: V): PlatformSettings;
}

/** What a platform's template decides beyond its category and price. */
export type PlatformSettings = Pick<ListingSettings, 'stock' | 'listingStatus'> &
  Partial<Omit<ListingSettings, 'station' | 'category' | 'price' | 'stock' | 'listingStatus'>>;

/** A declaration with its value type erased, for code that serves every platform alike. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds declarations of different value types
export type AnyTemplateDeclaration = TemplateDeclaration<any>;

export function defineTemplate<V>(declaration: TemplateDeclaration<V>): TemplateDeclaration<V> {
  return declaration;
}
