// The one reading of a failed call inside machines (src/lib/errors.ts ApiError, or anything
// else a fake actor throws): its SPEC §8 code — 'connection' when it has none —, the server's
// message and the per-field errors.
export type Failure = { code: string; serverMessage: string | null; fields: Record<string, string> };

export function failureOf(error: unknown): Failure {
  const e = (error && typeof error === 'object' ? error : {}) as { code?: unknown; serverMessage?: unknown; fields?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : 'connection',
    serverMessage: typeof e.serverMessage === 'string' ? e.serverMessage : null,
    fields: e.fields && typeof e.fields === 'object' ? (e.fields as Record<string, string>) : {},
  };
}
