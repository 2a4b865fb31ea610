// A page the server rendered (issue 14 "Paint before JavaScript") is shown before its scripts
// are asked for: the app only hydrates what is already painted, and on a slow network the
// page's stylesheets then have the connection to themselves (docs/decisions.md #168). The
// server lists the scripts in a JSON element (AFTER_PAINT_ID) instead of the head's module
// script and modulepreload links (server/static.ts); AFTER_PAINT_LOADER, inlined with the
// input guard, adds them once the first frame is painted, or after half a second in a tab
// that paints nothing (one in the background). Without the list it does nothing.
// The entry comes first, then the modulepreloads a few per task: on a slow phone adding a link
// costs up to several milliseconds, and all of them in one task made it a long one, a tap
// waiting behind it (docs/decisions.md #181).

import { AFTER_PAINT_ID } from '../../api/page-data.ts';
import { INTL_STARTING } from '../app/intl-started.ts';

/**
 * A worker's script: the first Intl call of a page starts ICU, 30–60 ms of the main thread at
 * full speed (four times that on a slow phone). The loader runs it as the app downloads, so the
 * app's first Intl call finds ICU started (src/app/intl-started.ts, docs/decisions.md #188).
 */
export const INTL_WARM_UP =
  'onmessage=function(e){Intl.DateTimeFormat().resolvedOptions();new Intl.PluralRules(e.data).select(1);new Intl.NumberFormat(e.data).format(1);postMessage(0);close()}';

/** How many modulepreload links the loader adds in one task. */
export const PRELOADS_PER_TASK = 4;

/** Inlined as is: keep it small and free of anything the CSP hash would not cover. */
export const AFTER_PAINT_LOADER =
  "(function(){var done=0;function load(){if(done)return;done=1;var e=document.getElementById('" +
  AFTER_PAINT_ID +
  "');if(!e)return;var d=JSON.parse(e.textContent),q=d.preload,s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;document.head.appendChild(s);var r=document.documentElement;r.setAttribute('" +
  INTL_STARTING +
  "','');setTimeout(function(){function started(){r.removeAttribute('" +
  INTL_STARTING +
  "')}try{var u=URL.createObjectURL(new Blob([" +
  JSON.stringify(INTL_WARM_UP) +
  "],{type:'text/javascript'})),w=new Worker(u);URL.revokeObjectURL(u);w.onmessage=w.onerror=started;w.postMessage(r.lang)}catch(x){started()}},0);(function more(){q.splice(0," +
  PRELOADS_PER_TASK +
  ").forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});if(q.length)setTimeout(more,0)})()}document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,500)})})();";
