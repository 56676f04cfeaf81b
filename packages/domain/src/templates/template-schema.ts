import { z } from 'zod';
import { formatMessage } from '../i18n/index.ts';
import { Messages } from '../i18n/messages.zh-CN.ts';
import type { AnyTemplateDeclaration, NamedField } from './template-fields.ts';
import { CATEGORY_FOR, getPath, isNamed, roundTo, setPath, templateProblems, withDefaults } from './template-values.ts';

const ID_MAX_LENGTH = 64;
const NAME_MAX_LENGTH = 200;

/** "12" and "12.5" as typed into a form count as numbers; "abc" does not. */
const numeric = (schema: z.ZodType) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), schema);

const numberValue = numeric(z.number({ error: Messages.notANumber })).nullish();

/** Platform ids arrive as strings or numbers; they are kept as strings. */
export const templateIdValue = z
  .union([z.string().trim().max(ID_MAX_LENGTH), z.number().int().nonnegative()], { error: Messages.invalidId })
  .transform((v) => String(v));

const nameValue = z.string().max(NAME_MAX_LENGTH).nullish();
const idPath = z.array(templateIdValue).max(10).nullish();
/** the category of ours a manual category was chosen for (CATEGORY_FOR) */
const categoryForValue = z
  .object({ id: z.number().int().positive(), name: z.string().trim().max(NAME_MAX_LENGTH) })
  .nullish();

/** "<the field's label>的取值无效": a template, so that the label is said in the reader's language too. */
const invalidChoice = (label: string) => formatMessage(Messages.invalidChoice, { field: label });

function optionValue(field: { label: string; options: readonly { value: number | boolean | null }[] }) {
  const literals = field.options.map((o) => (o.value === null ? z.null() : z.literal(o.value)));
  const message = invalidChoice(field.label);
  return numeric(literals.length === 1 ? (literals[0] as z.ZodType) : z.union(literals, { error: message }));
}

function fieldSchema<V>(field: NamedField<V>): z.ZodType {
  switch (field.kind) {
    case 'number':
    case 'hidden':
      return numberValue;
    case 'radio':
      return optionValue(field).nullish();
    case 'checkboxes':
      return z.array(optionValue(field), { error: invalidChoice(field.label) }).nullish();
    case 'datetime':
      return z
        .string()
        .max(40)
        .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), { error: Messages.invalidDateTime })
        .nullish();
    case 'category':
    case 'brand':
    case 'template':
      return templateIdValue.nullish();
    case 'brandRows':
      return z
        .array(
          z.object({
            categoryID: templateIdValue.nullish(),
            categoryList: idPath,
            standardBrandId: templateIdValue.nullish(),
            standardBrandName: nameValue,
          }),
        )
        .max(50)
        .nullish();
    case 'fixed':
      // the platform fixes it: whatever the client sends is replaced by the fixed value (withDefaults)
      return z.unknown().optional();
  }
}

type Shape = { [key: string]: z.ZodType | Shape };

function place(shape: Shape, path: string, schema: z.ZodType): void {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) {
    shape[head] = schema;
    return;
  }
  const child = (shape[head] as Shape | undefined) ?? {};
  shape[head] = child;
  place(child, rest.join('.'), schema);
}

function toObject(shape: Shape): z.ZodObject {
  const entries = Object.entries(shape).map(([key, value]) => [
    key,
    value instanceof z.ZodType ? value : toObject(value).nullish(),
  ]);
  return z.object(Object.fromEntries(entries));
}

/**
 * The zod schema of a platform's template, derived from its declaration: the value types of each
 * widget, then every rule of the declaration with the spec's message (doc 2 §5), then the defaults of
 * the fields left out, fixed values, and the ratio and amounts rounded as the form rounds them on blur.
 */
export function templateSchema<V>(declaration: AnyTemplateDeclaration): z.ZodType<V> {
  const shape: Shape = {};
  for (const field of declaration.fields.filter(isNamed)) {
    place(shape, field.name, fieldSchema(field));
    if (field.kind === 'category') {
      place(shape, field.pathName, idPath);
      place(shape, field.labelName, nameValue);
      place(shape, CATEGORY_FOR, categoryForValue);
    }
    if (field.kind === 'brand' && field.labelName) place(shape, field.labelName, nameValue);
  }
  const input = declaration.normalize
    ? z.preprocess(
        (v) => (v && typeof v === 'object' ? declaration.normalize?.(v as Record<string, unknown>) : v),
        toObject(shape),
      )
    : toObject(shape);
  return input
    .superRefine((values, ctx) => {
      for (const problem of templateProblems(declaration, values)) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path.split('.') });
      }
    })
    .transform((values) => {
      let result = withDefaults<V>(declaration, values);
      for (const field of declaration.fields.filter(isNamed)) {
        const value = getPath(result, field.name);
        if (field.kind === 'number' && typeof value === 'number') {
          result = setPath(result, field.name, roundTo(value, field.decimals));
        }
      }
      return result;
    }) as unknown as z.ZodType<V>;
}
