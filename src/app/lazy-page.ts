import { lazy, type LazyExoticComponent } from 'react';

// Issue 14 "Paint before JavaScript": a page the server painted is hydrated only if React can
// render its layout and page at once. A plain React.lazy suspends on its first render even when
// its chunk is already in, and an update of the app meanwhile makes React drop the server's
// HTML and render the page again from scratch. So the app's lazy parts can be preloaded
// (src/app/app-routes.tsx `preloadPage`, before hydrating in src/main.tsx), after which their
// first render takes the module at once. A page whose painted HTML shows lazy parts of its own
// lists them in its module's `parts`: they are preloaded with it for hydrating (not when the app
// opens the page itself, which shows them when they come).

/** Any component React's lazy takes (its own constraint). */
type Lazyable = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

export type PreloadableLazy<T extends Lazyable> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

export function preloadableLazy<T extends Lazyable>(load: () => Promise<{ default: T }>): PreloadableLazy<T> {
  let loaded: { default: T } | undefined;
  const preload = () => load().then((module) => (loaded = module));
  // React's lazy calls `then` on what the factory returns: a module already in is given at once.
  const settled = (module: { default: T }) => ({ then: (resolve: (module: { default: T }) => void) => resolve(module) }) as unknown as Promise<{ default: T }>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}

/** Loads a page and the lazy parts its module lists in `parts` (above). */
export async function preloadWithParts(page: { preload: () => Promise<unknown> }): Promise<unknown> {
  const module = (await page.preload()) as { parts?: readonly { preload: () => Promise<unknown> }[] };
  return Promise.all((module.parts ?? []).map((part) => part.preload()));
}
