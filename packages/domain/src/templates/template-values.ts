import type { AnyTemplateDeclaration, FixedField, NamedField, TemplateField } from './template-fields.ts';

/** A rule a template's values break: the field's dotted path and the spec's message. */
export interface TemplateProblem {
  path: string;
  message: string;
}

export function getPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with `path` set, creating the objects on the way. */
export function setPath<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const object = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  return {
    ...object,
    [head]: rest.length === 0 ? value : setPath(object[head], rest.join('.'), value),
  } as T;
}

export function isNamed<V>(field: TemplateField<V>): field is NamedField<V> {
  return field.kind !== 'fixed' || field.name !== undefined;
}

export function isActive<V>(field: TemplateField<V> | FixedField<V>, values: V): boolean {
  return !field.when || field.when(values);
}

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function requiredMessage<V>(field: NamedField<V>, values: V): string | null {
  if (!('required' in field) || field.required === undefined) return null;
  return typeof field.required === 'function' ? field.required(values) : field.required;
}

/** The rules of one field that the values break, the first of each kind. */
export function fieldProblems<V>(field: NamedField<V>, values: V): TemplateProblem[] {
  if (field.kind === 'fixed' || !isActive(field, values)) return [];
  const path = field.name as string;
  const value = getPath(values, path);
  const required = requiredMessage(field, values);
  if (field.kind === 'brandRows') return brandRowProblems(field.name, value, field, required);
  if (isEmpty(value)) return required ? [{ path, message: required }] : [];
  if ((field.kind === 'number' || field.kind === 'hidden') && typeof value === 'number') {
    if (field.min && value < field.min.value) return [{ path, message: field.min.message }];
    if (field.kind === 'number') {
      if (field.max && value > field.max.value) return [{ path, message: field.max.message }];
      if (field.integer && !Number.isInteger(value)) return [{ path, message: field.integer }];
    }
  }
  return [];
}

function brandRowProblems(
  name: string,
  value: unknown,
  field: { rowCategoryMessage: string; rowBrandMessage: string },
  required: string | null,
): TemplateProblem[] {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  if (rows.length === 0) return required ? [{ path: name, message: required }] : [];
  const problems: TemplateProblem[] = [];
  rows.forEach((row, i) => {
    if (isEmpty(row?.categoryID)) problems.push({ path: `${name}.${i}.categoryID`, message: field.rowCategoryMessage });
    if (isEmpty(row?.standardBrandId)) {
      problems.push({ path: `${name}.${i}.standardBrandId`, message: field.rowBrandMessage });
    }
  });
  return problems;
}

/** Every rule the values break, in the order the form shows the fields. */
export function templateProblems(declaration: AnyTemplateDeclaration, values: unknown): TemplateProblem[] {
  return declaration.fields.filter(isNamed).flatMap((field) => fieldProblems(field, values));
}

/** The spec messages of the broken rules, each once. */
export function problemMessages(declaration: AnyTemplateDeclaration, values: unknown): string[] {
  return [...new Set(templateProblems(declaration, values).map((p) => p.message))];
}

function defaultOf<V>(field: NamedField<V>): unknown {
  switch (field.kind) {
    case 'fixed':
      return field.value;
    case 'number':
    case 'radio':
    case 'hidden':
      return field.default ?? null;
    case 'checkboxes':
      return field.default ? [...field.default] : [];
    case 'brandRows':
      return [{ categoryID: null, standardBrandId: null, standardBrandName: null }];
    default:
      return null;
  }
}

/** A new template of the platform: every field at its default (§9), unchosen ones null. */
export function templateDefaults<V>(declaration: AnyTemplateDeclaration): V {
  let values = {} as V;
  for (const field of declaration.fields.filter(isNamed)) {
    values = setPath(values, field.name, defaultOf(field));
    if (field.kind === 'category') {
      values = setPath(values, field.pathName, null);
      values = setPath(values, field.labelName, null);
    }
    if (field.kind === 'brand' && field.labelName) values = setPath(values, field.labelName, null);
  }
  return values;
}

/** Missing fields take their defaults; fixed fields always take their value. */
/**
 * Ours, beside a manual category: the category of ours (leaf id and name) the manual choice was made
 * for. The manual category applies only to goods of that category; others are matched smartly.
 */
export const CATEGORY_FOR = 'categoryFor';
export interface CategoryFor {
  id: number;
  name: string;
}

export function withDefaults<V>(declaration: AnyTemplateDeclaration, values: unknown): V {
  const defaults = templateDefaults<V>(declaration);
  let merged = defaults;
  for (const field of declaration.fields.filter(isNamed)) {
    const value = getPath(values, field.name);
    if (field.kind !== 'fixed' && value !== undefined) merged = setPath(merged, field.name, value);
    const extra = field.kind === 'category' ? [field.pathName, field.labelName, CATEGORY_FOR] : [];
    if (field.kind === 'brand' && field.labelName) extra.push(field.labelName);
    for (const path of extra) {
      const v = getPath(values, path);
      if (v !== undefined) merged = setPath(merged, path, v);
    }
  }
  return merged;
}

/** Rounds half up to `decimals` places, as the inputs do on blur. */
export function roundTo(value: number, decimals: 0 | 2): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}
