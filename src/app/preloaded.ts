import * as v from 'valibot';
import { isFileReply, type Call, type ResponseOf } from '../../api/contract.ts';

// The answers of the calls the requested page starts with, sent in the page's data
// (api/page-data.ts `preloaded`, docs/decisions.md #165). They hold for the page's first
// render only: the server rendered it from them and the browser hydrates the same, then
// `drop` (src/app/app-routes.tsx, once the page is shown) makes every later load ask the API.

export interface Preloaded {
  /** The page's answer to `call`, checked by its schema; undefined when there is none (or no longer). */
  answer<C extends Call>(call: C): ResponseOf<C> | undefined;
  drop(): void;
}

export function preloadedAnswers(answers: Record<string, unknown> | undefined): Preloaded {
  let kept = answers;
  const checked = new Map<string, unknown>();
  return {
    answer<C extends Call>(call: C) {
      if (!kept || !(call.path in kept) || call.method !== 'GET' || isFileReply(call.response)) return undefined;
      if (!checked.has(call.path)) {
        const result = v.safeParse(call.response, kept[call.path]);
        checked.set(call.path, result.success ? result.output : undefined);
      }
      return checked.get(call.path) as ResponseOf<C> | undefined;
    },
    drop() {
      kept = undefined;
    },
  };
}
