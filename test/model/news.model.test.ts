import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { NewsItem } from '../../api/news.ts';
import { newsMachine, unreadAmong } from '../../machines/news.machine.ts';
import { connectNews } from '../../machines/news.connect.ts';
import { controllableActors, Coverage, done, execWith, failed, flush, testEveryPath } from './harness.ts';

// Model-based paths of machines/news.machine.ts (SPEC §4 "News: opening news marks items
// viewed; unread indicator in the dropdown"; §7 GET /api/news, POST /api/news/viewed), replayed
// on an actor. After every step the test's own reading of the rule is compared with what the
// views read (connectNews) and with what was posted:
// - the list shows newest first by show_from, whatever order the server sent;
// - nothing is loaded until a view asks (NEWS.LOAD), once; nothing at all when the page came
//   with the list (docs/decisions.md #195): the store starts ready with it;
// - the unread count is the items not viewed; marking ids views them at once;
// - only ids that are in the list and unread are posted, each once; nothing is posted for
//   read or unknown ids; a failed load offers to load again.
const LIST: NewsItem[] = [
  { newsId: 1, title: 'Read', content: 'a', show_from: 1_000, viewed: true },
  { newsId: 2, title: 'Newest', content: 'b', show_from: 3_000, viewed: false },
  { newsId: 3, title: 'Middle', content: 'c', show_from: 2_000, viewed: false },
];
const fakes = controllableActors(['loadNews']);
const posted = vi.fn<(ids: readonly number[]) => void>();
const machine = newsMachine.provide({ actors: fakes.actors, actions: { postViewed: (_, { ids }) => posted(ids) } });

const events = (): AnyEventObject[] => [
  { type: 'NEWS.LOAD' },
  done('loadNews', LIST),
  failed('loadNews'),
  { type: 'NEWS.RETRY' },
  { type: 'NEWS.VIEWED', ids: [2] },
  { type: 'NEWS.VIEWED', ids: [3, 3, 1, 99] },
  { type: 'NEWS.VIEWED', ids: [1] },
];

interface Oracle {
  status: 'idle' | 'loading' | 'failed' | 'ready';
  loads: number;
  viewed: Map<number, boolean>;
  posts: number[][];
}
let oracle: Oracle;

function expectAfter(event: AnyEventObject) {
  if (event.type === 'NEWS.LOAD' && oracle.status === 'idle') {
    oracle.status = 'loading';
    oracle.loads += 1;
  } else if (event.type === 'xstate.done.actor.loadNews') {
    oracle.status = 'ready';
    oracle.viewed = new Map(LIST.map((item) => [item.newsId, item.viewed]));
  } else if (event.type === 'xstate.error.actor.loadNews') oracle.status = 'failed';
  else if (event.type === 'NEWS.RETRY' && oracle.status === 'failed') {
    oracle.status = 'loading';
    oracle.loads += 1;
  } else if (event.type === 'NEWS.VIEWED' && oracle.status === 'ready') {
    const ids = (event as unknown as { ids: number[] }).ids;
    const fresh = [...new Set(ids)].filter((id) => oracle.viewed.get(id) === false);
    if (fresh.length > 0) oracle.posts.push(fresh);
    for (const id of fresh) oracle.viewed.set(id, true);
  }
}

const specOf = (given: boolean) => ({
  name: given ? 'news, with the list the page came with' : 'news',
  machine,
  input: { items: given ? LIST : undefined },
  events,
  edgeKey: (from: string, event: AnyEventObject, to: string) => JSON.stringify([from, event, to]),
  exec: execWith(fakes),
  start: () => {
    fakes.reset();
    posted.mockClear();
    oracle = given
      ? { status: 'ready', loads: 0, viewed: new Map(LIST.map((item) => [item.newsId, item.viewed])), posts: [] }
      : { status: 'idle', loads: 0, viewed: new Map(), posts: [] };
  },
  check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, { event }: { event: AnyEventObject }) => {
    expectAfter(event);
    const api = connectNews(actual as never, () => {});
    expect(api.status).toBe(oracle.status === 'idle' ? 'loading' : oracle.status);
    expect(fakes.calls.filter((call) => call.name === 'loadNews')).toHaveLength(oracle.loads);
    if (oracle.status === 'ready') {
      expect(api.items.map((item) => item.newsId)).toEqual([2, 3, 1]);
      expect(api.items.map((item) => [item.newsId, item.viewed])).toEqual([2, 3, 1].map((id) => [id, oracle.viewed.get(id)]));
      expect(api.unreadCount).toBe([...oracle.viewed.values()].filter((v) => !v).length);
    }
    expect(posted.mock.calls.map(([ids]) => ids)).toEqual(oracle.posts);
  },
});
const coverage = new Coverage('news', machine);
beforeEach(() => {
  vi.useFakeTimers();
});

describe('news machine paths', () => {
  testEveryPath(specOf(false), coverage);
  testEveryPath(specOf(true), coverage);

  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});

describe('the news store', () => {
  it('sends what the connect is asked to, and posts nothing for news already read or not in the list', async () => {
    fakes.reset();
    posted.mockClear();
    const actor = createActor(machine, { input: { items: undefined } }).start();
    actor.send({ type: 'NEWS.LOAD' });
    await flush();
    const sent: AnyEventObject[] = [];
    const api = () => connectNews(actor.getSnapshot(), (event) => (sent.push(event), actor.send(event)));
    expect(api().status).toBe('loading');
    fakes.settle('loadNews', { output: LIST });
    await flush();
    api().markViewed([1, 99]);
    expect(posted).not.toHaveBeenCalled();
    expect(api().unreadCount).toBe(2);
    api().markViewed([2]);
    expect(posted.mock.calls).toEqual([[[2]]]);
    expect(api().unreadCount).toBe(1);
    expect(sent).toEqual([
      { type: 'NEWS.VIEWED', ids: [1, 99] },
      { type: 'NEWS.VIEWED', ids: [2] },
    ]);
    actor.stop();
  });

  it('unreadAmong keeps the unread ids of the list, once each, in the order asked', () => {
    expect(unreadAmong(LIST, [3, 2, 3, 1, 7])).toEqual([3, 2]);
    expect(unreadAmong(LIST, [])).toEqual([]);
  });
});
