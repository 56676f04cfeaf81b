import type { SandboxCode } from '../core/sandbox-codes.ts';

/**
 * A refusal inside the sandbox, in neutral terms; each platform's dialect renders it in that
 * platform's error shape and codes.
 */
export class SandboxFailure extends Error {
  constructor(
    readonly code: SandboxCode,
    message: string,
    /** seconds, for rate limits */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'SandboxFailure';
  }
}

export const fail = (code: SandboxCode, message: string): never => {
  throw new SandboxFailure(code, message);
};
