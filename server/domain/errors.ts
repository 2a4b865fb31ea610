// Typed domain errors. Routes and domain functions throw them; the one `app.onError`
// (server/http/on-error.ts) turns them into the ErrorBody of api/common.ts with the status
// SPEC §8 and DESIGN "Error bodies" give. Messages are keys of the `messages` table,
// localized when the response is written.

export class DomainError extends Error {}

/** 400 {errors: {field: code}}: input that fails an api/ schema (SPEC §5 rule codes). */
export class ValidationError extends DomainError {
  readonly errors: Record<string, string>;
  /** Also show a global message (malformed JSON: no form field to put the error on). */
  readonly messageKey: string | undefined;
  constructor(errors: Record<string, string>, messageKey?: string) {
    super('validation failed');
    this.errors = errors;
    this.messageKey = messageKey;
  }
}

/** 400 {errorMessage}: a well-formed request the rules refuse (SPEC §8). */
export class RefusedError extends DomainError {
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  constructor(messageKey: string, params: Record<string, string | number> = {}) {
    super(messageKey);
    this.messageKey = messageKey;
    this.params = params;
  }
}

/** 403: not logged in, or not allowed (SPEC §8 "HTTP 403: user marked logged out"). */
export class ForbiddenError extends DomainError {
  readonly messageKey: string;
  constructor(messageKey = 'session.expired') {
    super(messageKey);
    this.messageKey = messageKey;
  }
}

/** 409 {errorMessage}: the request came too late, the thing is done already (a second certificate request, issue 13). */
export class ConflictError extends DomainError {
  readonly messageKey: string;
  constructor(messageKey: string) {
    super(messageKey);
    this.messageKey = messageKey;
  }
}

/** 404: unknown resource or path. */
export class NotFoundError extends DomainError {
  constructor() {
    super('error.notFound');
  }
}

/** 413: body larger than the limit (docs/operations.md), or an essay file over the quota. */
export class PayloadTooLargeError extends DomainError {
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  constructor(messageKey = 'error.tooLarge', params: Record<string, string | number> = {}) {
    super(messageKey);
    this.messageKey = messageKey;
    this.params = params;
  }
}

/**
 * 429 with Retry-After: too many failed logins (docs/operations.md "Rate limits"), or too
 * many essay uploads. retryAt is epoch ms; the message gets `{minutes}` until then.
 */
export class RateLimitedError extends DomainError {
  readonly retryAt: number;
  readonly now: number;
  readonly messageKey: string;
  constructor(retryAt: number, now: number, messageKey = 'login.throttled') {
    super(messageKey);
    this.retryAt = retryAt;
    this.now = now;
    this.messageKey = messageKey;
  }
}
