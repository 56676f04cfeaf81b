import { DEFAULT_STOCK } from '../constants.ts';
import type { ListingSettings, ResolvedListingSettings } from '../listing-settings.ts';
import { type PricePrecision, precisionFromPriceTakeType, yuanToFen } from '../price.ts';
import { DEFAULT_PRICE_FORMULA } from './template-common.ts';
import type { AnyTemplateDeclaration } from './template-fields.ts';
import { CATEGORY_FOR, type CategoryFor, getPath, problemMessages, withDefaults } from './template-values.ts';

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

export function priceOf(declaration: AnyTemplateDeclaration, values: unknown): ListingSettings['price'] {
  const binding = declaration.price;
  const percent = num(getPath(values, binding.percent));
  const amount = num(getPath(values, binding.amount));
  const precisionValue = getPath(values, binding.precision);
  if (binding.pdd) {
    return {
      kind: 'pdd',
      template: {
        ratio: percent,
        additionY: amount,
        priceTakeType: precisionValue === 2 ? 2 : 1,
        priceAdditionY: num(getPath(values, binding.pdd.single)),
        maketPriceAdditionY: num(getPath(values, binding.pdd.market)),
      },
    };
  }
  const precision: PricePrecision =
    binding.precisionStyle === 'pricePrecision'
      ? precisionValue === 0
        ? 0
        : 2
      : precisionFromPriceTakeType(precisionValue === 2 ? 2 : 1);
  return { kind: 'formula', formula: { percent, amountFen: yuanToFen(amount), precision } };
}

export function categoryOf(declaration: AnyTemplateDeclaration, values: unknown): ListingSettings['category'] {
  const binding = declaration.category;
  if (!binding || getPath(values, binding.mode) !== binding.manual) return { mode: 'smart' };
  const categoryId = text(getPath(values, binding.id));
  // a manual choice that was never made publishes as a smart match; the problems name it
  if (!categoryId) return { mode: 'smart' };
  const path = getPath(values, binding.path);
  const categoryPath = Array.isArray(path) && path.length > 0 ? path.map(String) : [categoryId];
  const categoryName = text(getPath(values, binding.label)) ?? undefined;
  const chosenFor = getPath(values, CATEGORY_FOR) as CategoryFor | null | undefined;
  return {
    mode: 'manual',
    categoryId,
    categoryPath,
    ...(categoryName ? { categoryName } : {}),
    ...(chosenFor && typeof chosenFor.id === 'number' ? { chosenFor: { id: chosenFor.id, name: chosenFor.name } } : {}),
  };
}

/**
 * The platform-neutral settings of a saved template (or of a partial one, completed with the
 * platform's defaults): what the publish engine builds each listing from.
 */
export function listingSettingsOf(declaration: AnyTemplateDeclaration, saved: unknown): ListingSettings {
  const values = withDefaults(declaration, saved);
  return {
    ...NEUTRAL_SETTINGS,
    station: declaration.station,
    category: categoryOf(declaration, values),
    price: priceOf(declaration, values),
    ...declaration.settings(values),
  };
}

const NEUTRAL_SETTINGS = {
  freightTemplateId: null,
  logisticsPlanId: null,
  brandId: null,
  deliveryTime: null,
  stockDeduction: null,
  presell: null,
  limitPerBuyer: null,
  sevenDayReturn: null,
  weightGrams: null,
  postageFen: null,
} as const;

/** A station without a publish template of its own publishes with the shared defaults. */
export function genericListingSettings(station: number): ListingSettings {
  return {
    ...NEUTRAL_SETTINGS,
    station,
    category: { mode: 'smart' },
    price: {
      kind: 'formula',
      formula: {
        percent: DEFAULT_PRICE_FORMULA.ratio,
        amountFen: yuanToFen(DEFAULT_PRICE_FORMULA.additionY),
        precision: DEFAULT_PRICE_FORMULA.pricePrecision,
      },
    },
    stock: { kind: 'fixed', qty: DEFAULT_STOCK },
    listingStatus: 'onSale',
  };
}

/**
 * A shop's saved template (or none: the platform's defaults) resolved for publishing, with the spec
 * messages of whatever the distributor still has to choose (no freight template yet, ...).
 */
export function resolveTemplate(declaration: AnyTemplateDeclaration, saved: unknown): ResolvedListingSettings {
  return {
    settings: listingSettingsOf(declaration, saved),
    problems: problemMessages(declaration, withDefaults(declaration, saved)),
  };
}

/** Helpers the platforms' mappings share. */
export const settingsOf = {
  text,
  fixedStock: (qty: unknown): ListingSettings['stock'] => ({ kind: 'fixed', qty: Math.max(0, Math.trunc(num(qty))) }),
  /** pdd deliveryTimeType, kuaishou promiseDeliveryTime: seconds */
  deliveryFromSeconds: (seconds: unknown): ListingSettings['deliveryTime'] =>
    seconds === 0 ? 'sameDay' : seconds === 86_400 ? '24h' : seconds === 172_800 ? '48h' : null,
  /** xiaohongshu time: empty (same day), 24 or 48 hours */
  deliveryFromHours: (hours: unknown): ListingSettings['deliveryTime'] =>
    hours === 24 ? '24h' : hours === 48 ? '48h' : 'sameDay',
};
