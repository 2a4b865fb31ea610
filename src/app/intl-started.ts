// On a page the server rendered, the after-paint loader starts ICU (the Intl data) in a worker
// while the app downloads (src/ssr/after-paint.ts, docs/decisions.md #188): ICU's data, once
// loaded, serves every thread of the page's process, so the app's first Intl call costs nothing
// if it comes after the worker's. The loader marks the page's root element while the worker
// runs; the app waits for the mark to go, without blocking the thread, before its first Intl call.

/** The attribute <html> has while the loader's worker starts ICU. */
export const INTL_STARTING = 'data-intl-starting';

/** Resolves once no worker is starting ICU, or after `limitMs` if one never says it finished. */
export function intlStarted(limitMs = 300): Promise<void> {
  const root = document.documentElement;
  if (!root.hasAttribute(INTL_STARTING)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => !root.hasAttribute(INTL_STARTING) && done());
    observer.observe(root, { attributes: true, attributeFilter: [INTL_STARTING] });
    const limit = setTimeout(done, limitMs);
  });
}
