import {
  type FieldLabelCatalogue,
  FieldLabels,
  FieldLabelsEnUS,
  type FieldName,
  formatMessage,
  type Locale,
  Messages,
  translateMessage,
  ValidationWording,
  type ValidationWordingCatalogue,
  ValidationWordingEnUS,
  type ValidationWordingKey,
} from '@puhuo/domain';

/**
 * A value a schema refused, as fastify-type-provider-zod hands it over: `keyword` is the zod issue's
 * code, `params` the issue's other fields (origin, minimum, maximum, inclusive, expected, values...).
 */
export interface SchemaIssue {
  keyword: string;
  /** `/items/0/qty`: the property path, `/` for the whole input */
  instancePath: string;
  message?: string;
  params: Readonly<Record<string, unknown>>;
}

const LABELS: Record<Locale, FieldLabelCatalogue> = { 'zh-CN': FieldLabels, 'en-US': FieldLabelsEnUS };
const WORDING: Record<Locale, ValidationWordingCatalogue> = {
  'zh-CN': ValidationWording,
  'en-US': ValidationWordingEnUS,
};
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Catalogue messages a schema gives that do not say which value they are about: said after the field's
 * label ('每页条数：请输入数字'). Every other message of ours names its subject ('请选择商品').
 */
const SAYS_NO_SUBJECT = new Set<string>([Messages.notANumber, Messages.invalidId]);

/** The property path of an issue: `/items/0/qty` → ['items', '0', 'qty']. */
export const pathOf = (issue: Pick<SchemaIssue, 'instancePath'>): string[] =>
  issue.instancePath.split('/').filter((segment) => segment !== '');

/** The property an issue is about: the last named segment of its path (`items/3` is about `items`). */
function propertyOf(path: readonly string[]): string | undefined {
  return [...path].reverse().find((segment) => !/^\d+$/.test(segment));
}

/** The label of a field by its property name in a language; a name we do not know is a generic 'value'. */
export function fieldLabel(name: string | undefined, locale: Locale): string {
  const labels = LABELS[locale];
  return name !== undefined && Object.hasOwn(labels, name) ? labels[name as FieldName] : labels.unknownField;
}

/** How the server words a refusal in a language. */
export function validationWording(
  locale: Locale,
  key: ValidationWordingKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return formatMessage(WORDING[locale][key], values);
}

/**
 * A refused value in the request's language, naming the field by its label (never its property name).
 * A schema's own message (a catalogue text such as '请选择商品' or '最多选择30个商品') is translated, after
 * the label only when it does not say what it is about; zod's default English is replaced by our words.
 */
export function describeIssue(issue: SchemaIssue, locale: Locale): string {
  const name = propertyOf(pathOf(issue));
  const label = fieldLabel(name, locale);
  const message = issue.message ?? '';
  // a schema's own message is Chinese (a catalogue text); zod's own are English
  if (CJK.test(message)) {
    const said = translateMessage(message, locale);
    if (!SAYS_NO_SUBJECT.has(message) || label === fieldLabel(undefined, locale)) return said;
    return validationWording(locale, 'labelled', { label, message: said });
  }
  const [key, values] = ownWording(issue);
  return validationWording(locale, key, { label, ...values });
}

type Wording = [ValidationWordingKey, Record<string, string | number>?];

const shown = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : String(value);

/** Our words for an issue zod described by itself (its default English), by the issue's code. */
function ownWording({ keyword, params, message = '' }: SchemaIssue): Wording {
  const origin = params.origin;
  const list = origin === 'array' || origin === 'set' || origin === 'map';
  switch (keyword) {
    case 'too_small': {
      const minimum = shown(params.minimum);
      if (origin === 'string' || list) {
        if (params.exact === true) return [list ? 'listLength' : 'textLength', { length: minimum }];
        if (Number(params.minimum) <= 1) return ['required'];
        return [list ? 'listTooShort' : 'textTooShort', { minimum }];
      }
      if (origin === 'date') return ['dateTooEarly', { minimum }];
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        return [params.inclusive === false ? 'numberNotAbove' : 'numberTooSmall', { minimum }];
      }
      return ['invalidValue'];
    }
    case 'too_big': {
      const maximum = shown(params.maximum);
      if (origin === 'string' || list) {
        if (params.exact === true) return [list ? 'listLength' : 'textLength', { length: maximum }];
        return [list ? 'listTooLong' : 'textTooLong', { maximum }];
      }
      if (origin === 'date') return ['dateTooLate', { maximum }];
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        return [params.inclusive === false ? 'numberNotBelow' : 'numberTooBig', { maximum }];
      }
      return ['invalidValue'];
    }
    case 'invalid_type':
      // zod leaves the input out of its issues; it says a missing value in its message
      if (params.received === 'undefined' || /received undefined$/.test(message)) return ['required'];
      switch (params.expected) {
        case 'number':
        case 'nan':
          return ['notANumber'];
        case 'int':
        case 'bigint':
          return ['notAnInteger'];
        case 'string':
          return ['notText'];
        case 'boolean':
          return ['notTrueOrFalse'];
        case 'array':
        case 'tuple':
        case 'set':
          return ['notAList'];
        default:
          return ['invalidFormat'];
      }
    case 'invalid_value':
    case 'invalid_enum_value':
    case 'invalid_literal':
      return ['invalidChoice'];
    case 'invalid_union': {
      // a union of literals (`1 | 4`) refuses a value none of them is: a choice, not a format
      const branches = Array.isArray(params.errors) ? (params.errors as { code?: string }[][]) : [];
      const choices =
        branches.length > 0 && branches.every((issues) => issues.every((i) => i.code === 'invalid_value'));
      return [choices ? 'invalidChoice' : 'invalidFormat'];
    }
    case 'not_multiple_of':
      return ['notMultipleOf', { divisor: shown(params.divisor) }];
    case 'unrecognized_keys':
      return ['unknownParameters'];
    case 'invalid_format':
    case 'invalid_string':
    case 'invalid_key':
    case 'invalid_element':
      return ['invalidFormat'];
    default:
      return ['invalidValue'];
  }
}
