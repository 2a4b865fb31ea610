import type { ApiErrorCode } from '../../api/error-codes.ts';

// SPEC §8 error catalogue as typed errors. Machines carry `code`; views translate it.
export type { ApiErrorCode };

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly serverMessage: string | undefined;
  /** The server's X-Request-Id of the failed call, for a trainee to quote (issue 14); undefined without an answer. */
  requestId: string | undefined;
  constructor(code: ApiErrorCode, status: number, serverMessage?: string, fields: Record<string, string> = {}) {
    super(serverMessage ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
    this.requestId = undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The answer, or null when the server says that what was asked is not there (404: not there,
 * or not the trainee's; the page says so itself, docs/decisions.md #202). Other failures reject.
 */
export async function orNotThere<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isApiError(error) && error.code === 'notFound') return null;
    throw error;
  }
}

interface ErrorBodyLike {
  errorMessage?: unknown;
  errors?: unknown;
  exception?: unknown;
}

/** Maps a status, a parsed body (or nothing) and the answer's request id to the typed error of SPEC §8. */
export function toApiError(status: number, body: unknown, requestId?: string | null): ApiError {
  const error = errorOf(status, body);
  error.requestId = requestId ?? undefined;
  return error;
}

function errorOf(status: number, body: unknown): ApiError {
  const b: ErrorBodyLike = body && typeof body === 'object' ? body : {};
  const message = typeof b.errorMessage === 'string' ? b.errorMessage : undefined;
  const fields = b.errors && typeof b.errors === 'object' ? Object.fromEntries(Object.entries(b.errors).map(([k, v]) => [k, String(v)])) : {};
  if (b.exception === 'PassageInterruptException') return new ApiError('interrupted', status, message);
  if (status === 403) return new ApiError('forbidden', status, message);
  if (status === 404) return new ApiError('notFound', status, message);
  if (status === 0 || status >= 500) return new ApiError('connection', status, message);
  if ('expired' in fields) return new ApiError('expired', status, message ?? fields.expired, fields);
  if (Object.keys(fields).length > 0) return new ApiError('validation', status, message, fields);
  return new ApiError('message', status, message);
}
