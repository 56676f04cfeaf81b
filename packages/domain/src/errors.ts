/** The ABP-shaped error envelope every failed API call returns. */
export interface ValidationErrorItem {
  message: string;
  members: string[];
}

export interface ErrorEnvelope {
  error: {
    code: string | null;
    message: string;
    details: string | null;
    validationErrors: ValidationErrorItem[] | null;
  };
}

export function errorEnvelope(
  message: string,
  options: { code?: string; details?: string; validationErrors?: ValidationErrorItem[] } = {},
): ErrorEnvelope {
  return {
    error: {
      code: options.code ?? null,
      message,
      details: options.details ?? null,
      validationErrors: options.validationErrors ?? null,
    },
  };
}
