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

/** How many modulepreload links the loader adds in one task. */
export const PRELOADS_PER_TASK = 4;

/** Inlined as is: keep it small and free of anything the CSP hash would not cover. */
export const AFTER_PAINT_LOADER =
  "(function(){var done=0;function load(){if(done)return;done=1;var e=document.getElementById('" +
  AFTER_PAINT_ID +
  "');if(!e)return;var d=JSON.parse(e.textContent),q=d.preload,s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;document.head.appendChild(s);(function more(){q.splice(0," +
  PRELOADS_PER_TASK +
  ").forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});if(q.length)setTimeout(more,0)})()}document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,500)})})();";
