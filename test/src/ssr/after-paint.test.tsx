import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_ID } from '../../../api/page-data.ts';
import { INTL_STARTING } from '../../../src/app/intl-started.ts';
import { AFTER_PAINT_LOADER, INTL_WARM_UP, PRELOADS_PER_TASK } from '../../../src/ssr/after-paint.ts';

// The loader inlined in a page the server rendered (docs/decisions.md #168): the app's scripts
// are added once the page is painted (a frame after DOMContentLoaded), not before; in a tab
// that paints nothing, after half a second; on a page without the list, never (and no error).
// The entry comes first, then the modulepreloads PRELOADS_PER_TASK at a time, a task each, so no
// task of the loader blocks a tap for long (docs/decisions.md #181). In the task after the entry's,
// it starts ICU in a worker and marks <html> while it runs (docs/decisions.md #188).
const added = () => [...document.head.querySelectorAll('script[type=module], link[rel=modulepreload]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href'));

/** The loader's DOMContentLoaded listeners, removed after each test (the document outlives it). */
let listeners: EventListenerOrEventListenerObject[] = [];

function page(list: { entry: string; preload: string[] } | null) {
  document.head.innerHTML = list ? `<script id="${AFTER_PAINT_ID}" type="application/json">${JSON.stringify(list)}</script>` : '';
  const listen = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push(listener);
    listen(type, listener, options);
  });
  // The loader is text inlined in the page: run it as the page's inline script would.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(AFTER_PAINT_LOADER)();
  spy.mockRestore();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const listener of listeners) document.removeEventListener('DOMContentLoaded', listener);
  listeners = [];
  document.head.innerHTML = '';
  document.documentElement.removeAttribute(INTL_STARTING);
  document.documentElement.removeAttribute('lang');
});

describe('the after-paint loader', () => {
  it('adds the entry and then its modulepreloads, a few per task, after the first frame following DOMContentLoaded, once', () => {
    const preload = Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, i) => `/assets/chunk-${i}.js`);
    page({ entry: '/assets/index-1.js', preload });
    vi.advanceTimersByTime(1000);
    expect(added()).toEqual([]); // nothing before the page is parsed
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([]); // not in the frame itself: it is painted first
    vi.advanceTimersByTime(1); // the task after the frame
    const entry = document.head.querySelector('script[type=module]') as HTMLScriptElement;
    expect(entry.crossOrigin).toBe('');
    expect(added()).toEqual(['/assets/index-1.js', ...preload.slice(0, PRELOADS_PER_TASK)]);
    vi.advanceTimersByTime(1); // the rest in the next task
    expect(added()).toEqual(['/assets/index-1.js', ...preload]);
    vi.advanceTimersByTime(1000);
    expect(added()).toHaveLength(preload.length + 1);
  });

  it('adds them after half a second when no frame comes (a tab in the background)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0); // a hidden tab runs no frames
    page({ entry: '/assets/index-1.js', preload: [] });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(499);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(['/assets/index-1.js']);
  });

  it('does nothing on a page without the list', () => {
    page(null);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    expect(added()).toEqual([]);
  });

  describe('the worker that starts ICU', () => {
    /** A stand-in for the browser's Worker: its script (the blob, as the stubbed object URL), what it was sent, and a way to answer. */
    class FakeWorker {
      static made: FakeWorker[] = [];
      sent: unknown[] = [];
      onmessage: (() => void) | null = null;
      onerror: (() => void) | null = null;
      script: Blob;
      constructor(script: Blob) {
        this.script = script;
        FakeWorker.made.push(this);
      }
      postMessage(message: unknown) {
        this.sent.push(message);
      }
    }
    const marked = () => document.documentElement.hasAttribute(INTL_STARTING);
    const painted = () => {
      document.dispatchEvent(new Event('DOMContentLoaded'));
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1); // the loader's task: the entry
    };

    beforeEach(() => {
      FakeWorker.made = [];
      vi.stubGlobal('Worker', FakeWorker);
      vi.stubGlobal('URL', Object.assign(Object.create(URL) as typeof URL, { createObjectURL: (blob: Blob) => blob, revokeObjectURL: () => undefined }));
      document.documentElement.setAttribute('lang', 'ru');
    });

    it("is started in the task after the entry's, with the page's language, and the page is marked until it answers", async () => {
      page({ entry: '/assets/index-1.js', preload: [] });
      painted();
      expect(marked()).toBe(true);
      expect(FakeWorker.made).toHaveLength(0); // not in the entry's task
      vi.advanceTimersByTime(1);
      expect(FakeWorker.made).toHaveLength(1);
      const [worker] = FakeWorker.made;
      expect(await worker!.script.text()).toBe(INTL_WARM_UP);
      expect(worker!.sent).toEqual(['ru']);
      expect(marked()).toBe(true);
      worker!.onmessage!();
      expect(marked()).toBe(false);
    });

    it('takes the mark away when the worker fails or cannot be made, so the app never waits for it', () => {
      page({ entry: '/assets/index-1.js', preload: [] });
      painted();
      vi.advanceTimersByTime(1);
      FakeWorker.made[0]!.onerror!();
      expect(marked()).toBe(false);

      vi.stubGlobal('Worker', undefined); // no workers, or a policy that refuses this one
      page({ entry: '/assets/index-2.js', preload: [] });
      painted();
      expect(marked()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(marked()).toBe(false);
    });
  });
});
