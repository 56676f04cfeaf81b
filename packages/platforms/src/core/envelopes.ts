import { SandboxCode } from './sandbox-codes.ts';

/**
 * Answer envelopes of the platforms signed with our scheme: how the sandbox wraps an answer or an
 * error, and how a connector reads one back. Keeping both halves together keeps them in step.
 */
export type EnvelopeReading =
  | { ok: true; data: unknown }
  | { ok: false; code: string | number | undefined; subCode: string | undefined; message: string | undefined };

export interface Envelope {
  ok(data: unknown): unknown;
  error(code: SandboxCode, message: string): { status: number; body: unknown };
  read(json: Record<string, unknown>): EnvelopeReading;
}

const statusOf = (code: SandboxCode) =>
  code === SandboxCode.Unavailable ? 503 : code === SandboxCode.RateLimited ? 429 : 200;

/** `{ success, code, message, data }` with a success code (youzan 200, qunjielong 200, ours 0) */
export function codeEnvelope(successCode: number, successMessage = 'success'): Envelope {
  return {
    ok: (data) => ({ success: true, code: successCode, message: successMessage, data }),
    error: (code, message) => ({ status: statusOf(code), body: { success: false, code, message } }),
    read(json) {
      if (json.success === true || json.code === successCode) return { ok: true, data: json.data };
      return {
        ok: false,
        code: json.code as string | number | undefined,
        subCode: typeof json.code === 'string' ? json.code : undefined,
        message: (json.message ?? json.msg) as string | undefined,
      };
    },
  };
}
