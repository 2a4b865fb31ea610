import { useEffect, useRef } from 'react';

// A page the server rendered (issue 14 "Paint before JavaScript") shows its form before the
// app's JavaScript has run. INPUT_GUARD, inlined in the page's head (allowed by its hash in
// the Content-Security-Policy, server/static.ts), guards that time:
// - A submit must neither leave the page (a native GET would put the password in the
//   address) nor be lost: it is held back and the form remembered with the button that sent
//   it; once that form is hydrated, `replayHeldSubmit` sends it again through the app, by
//   the same button (docs/decisions.md #151, #173: the login form, the language buttons).
// - Controls only the app can record (an exam's answer options, inside an element marked
//   NEEDS_APP) do not change: a click, a key other than Tab (which still moves the focus) and
//   typed or pasted input are cancelled there until the app runs, so no choice is shown that
//   the app would not know of (docs/decisions.md #170).

/** Inlined as is: keep it small and free of anything the CSP hash would not cover. */
export const INPUT_GUARD =
  "window.__ssr={hydrated:false,held:null};document.addEventListener('submit',function(e){if(!window.__ssr.hydrated){e.preventDefault();window.__ssr.held=e.target;window.__ssr.by=e.submitter}},true);" +
  "['click','keydown','beforeinput','mousedown'].forEach(function(t){document.addEventListener(t,function(e){if(!window.__ssr.hydrated&&e.key!=='Tab'&&e.target.closest&&e.target.closest('[data-needs-app]'))e.preventDefault()},true)});";

/** Marks an element whose controls wait for the app (INPUT_GUARD): spread on it. */
export const NEEDS_APP = { 'data-needs-app': '' } as const;

type GuardState = { hydrated: boolean; held: EventTarget | null; by?: HTMLElement | null };

function guard(): GuardState | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { __ssr?: GuardState }).__ssr;
}

/** The page is hydrated: the app handles submits from now on (src/app/app-routes.tsx). */
export function markHydrated(): void {
  const state = guard();
  if (state) state.hydrated = true;
}

/**
 * The ref for a form the server may have painted: once it is hydrated, a submit held before the
 * app ran (INPUT_GUARD) is sent again through it, by the same button (replayHeldSubmit).
 */
export function useHeldSubmit() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => replayHeldSubmit(form.current), []);
  return form;
}

/** The app handles submits from now on; a form submitted before, if it is `form`, is submitted again by the same button. */
function replayHeldSubmit(form: HTMLFormElement | null): void {
  const state = guard();
  if (!state) return;
  state.hydrated = true;
  if (form && state.held === form) {
    const by = state.by && form.contains(state.by) ? state.by : null;
    state.held = null;
    state.by = null;
    form.requestSubmit(by ?? undefined);
  }
}
