import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { useStoreSnapshot } from '../../../src/app/use-store-snapshot.ts';

// src/app/use-store-snapshot.ts (issue 14 "No layout shift when it hydrates"): a store the
// shell shares with its pages (the news) may change between the server's render and the
// hydration of a page; the page is hydrated as the server rendered it, then drawn as it is now.

const store = setup({ types: { context: {} as { items: string[] }, events: {} as { type: 'LOADED'; items: string[] } } }).createMachine({
  context: { items: [] },
  on: { LOADED: { actions: assign({ items: ({ event }) => event.items }) } },
});
type Store = ActorRefFrom<typeof store>;

function Panel({ actor, first }: { actor: Store; first: SnapshotFrom<Store> }) {
  const { items } = useStoreSnapshot(actor, first).context;
  return items.length ? (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ) : (
    <p>Loading…</p>
  );
}

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

describe("a shared store's snapshot while a page hydrates", () => {
  it('hydrates with what the server rendered, although the store has changed since, then shows the change', async () => {
    const actor = createActor(store).start();
    const first = actor.getSnapshot();
    container = document.createElement('div');
    container.innerHTML = renderToString(<Panel actor={actor} first={first} />);
    document.body.append(container);
    actor.send({ type: 'LOADED', items: ['Webinar'] }); // the top bar's request answered first
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container!, <Panel actor={actor} first={first} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('li')?.textContent).toBe('Webinar');
  });

  it('shows what comes later, as any store', async () => {
    const actor = createActor(store).start();
    container = document.createElement('div');
    container.innerHTML = renderToString(<Panel actor={actor} first={actor.getSnapshot()} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container!, <Panel actor={actor} first={actor.getSnapshot()} />);
    });
    expect(container.textContent).toBe('Loading…');
    await act(async () => actor.send({ type: 'LOADED', items: ['Homework 5'] }));
    expect(container.querySelector('li')?.textContent).toBe('Homework 5');
  });
});
