import { errorEnvelopeSchema } from '../../http/error-schemas.ts';
import type { JsonSchema, Operation } from './operations.ts';

/** `{ error, error_description }`: the OAuth2 shape /connect/token documents for its refusals. */
const isOAuthErrorSchema = (schema: JsonSchema | undefined) =>
  schema?.properties?.error?.type === 'string' && schema.properties.error_description !== undefined;

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * What every answer must be: never a 5xx, and a 4xx of our API carries the ABP error envelope (or the
 * error shape the operation documents for that status). Returns the problems found, empty when none.
 */
export function responseProblems(op: Operation, status: number, body: string): string[] {
  if (status >= 500) return [`answered ${status}: ${body.slice(0, 300)}`];
  // sandbox routes stand in for outside systems and answer in those systems' own shapes
  if (status < 400 || op.access === 'sandbox') return [];
  const json = parseJson(body);
  if (errorEnvelopeSchema.safeParse(json).success) return [];
  const documented = op.responses[String(status)];
  if (isOAuthErrorSchema(documented)) {
    const oauth = json as { error?: unknown; error_description?: unknown } | undefined;
    if (typeof oauth?.error === 'string' && typeof oauth.error_description === 'string') return [];
  }
  return [`answered ${status} without the error envelope: ${body.slice(0, 300)}`];
}
