// An error that maps to one ErrorResponse (contract section 4): status, message, and the optional
// `details` (400) or `reason` (422). Anything thrown that is not an ApiError becomes a 500.

export interface ErrorDetail {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { details?: ErrorDetail[]; reason?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
