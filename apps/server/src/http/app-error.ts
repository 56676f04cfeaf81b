import { Messages } from '@puhuo/domain';

/**
 * A failure the user may read: mapped to the ABP error envelope with its status. Its message is said in
 * Chinese, a catalogue text (the edge answers it in the request's language with translateMessage).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly options: {
      code?: string;
      details?: string /** a 503's Retry-After, in seconds */;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, message, { code: 'NotFound' });
export const badRequest = (message: string, code = 'BadRequest') => new AppError(400, message, { code });
export const forbidden = (message: string, code = 'Forbidden') => new AppError(403, message, { code });
export const unauthorized = (message: string = Messages.authorizationFailed) =>
  new AppError(401, message, { code: 'Unauthorized' });

/** An outside system we depend on (1688) cannot answer now: the user may try again later. */
export const unavailable = (message: string, code = 'ServiceUnavailable') => new AppError(503, message, { code });
