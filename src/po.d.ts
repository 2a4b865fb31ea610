declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// One part of a catalog (scripts/catalog-split.ts).
declare module '*.po?start' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
