import type { AnyTemplateDeclaration } from './template-fields.ts';
import { templateSchema } from './template-schema.ts';
import { setPath, templateDefaults } from './template-values.ts';

/** The platform's defaults with some fields changed (dotted paths). */
export function templateWith(declaration: AnyTemplateDeclaration, changes: Record<string, unknown> = {}): unknown {
  let values = templateDefaults<unknown>(declaration);
  for (const [path, value] of Object.entries(changes)) values = setPath(values, path, value);
  return values;
}

/** The messages the derived schema answers for the defaults with `changes` (empty when valid). */
export function messagesFor(declaration: AnyTemplateDeclaration, changes: Record<string, unknown> = {}): string[] {
  const result = templateSchema(declaration).safeParse(templateWith(declaration, changes));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
