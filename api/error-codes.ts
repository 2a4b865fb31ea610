// SPEC §8 error catalogue: the kinds of failed call the browser tells apart. The HTTP client
// (src/lib/errors.ts) classifies every failure as one of them; machines carry the code and
// views translate it (machines/dialog.machine.ts DialogCode). Declared here, in api/, so that
// machines and src/ share it without machines importing src/.
export type ApiErrorCode =
  | 'validation' // 400 with errors per field
  | 'message' // 400/429 with errorMessage
  | 'expired' // 400 with errors.expired (restore flow)
  | 'interrupted' // exception PassageInterruptException
  | 'forbidden' // 403: session expired / not logged in
  | 'notFound' // 404
  | 'connection'; // status 0, timeout, 5xx
