// A page the server rendered (issue 14 "Paint before JavaScript") shows its form before the
// app's JavaScript has run. A submit in that time must neither leave the page (a native GET
// would put the password in the address) nor be lost: SUBMIT_GUARD, inlined in the page's
// head (allowed by its hash in the Content-Security-Policy, server/static.ts), holds the
// submit back and remembers the form; once that form is hydrated, `replayHeldSubmit`
// sends it again through the app (docs/decisions.md #151).

/** Inlined as is: keep it small and free of anything the CSP hash would not cover. */
export const SUBMIT_GUARD =
  "window.__ssr={hydrated:false,held:null};document.addEventListener('submit',function(e){if(!window.__ssr.hydrated){e.preventDefault();window.__ssr.held=e.target}},true);";

type GuardState = { hydrated: boolean; held: EventTarget | null };

function guard(): GuardState | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { __ssr?: GuardState }).__ssr;
}

/** The page is hydrated: the app handles submits from now on (src/app/app-routes.tsx). */
export function markHydrated(): void {
  const state = guard();
  if (state) state.hydrated = true;
}

/** The app handles submits from now on; a form submitted before, if it is `form`, is submitted again. */
export function replayHeldSubmit(form: HTMLFormElement | null): void {
  const state = guard();
  if (!state) return;
  state.hydrated = true;
  if (form && state.held === form) {
    state.held = null;
    form.requestSubmit();
  }
}
