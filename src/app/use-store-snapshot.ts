import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * The snapshot of a store the shell shares with its pages; while React hydrates a part the
 * server rendered, `first` (the snapshot the server rendered it from), then the current one.
 * Such a store can change before a page in its own Suspense is hydrated (the top bar asks for
 * the news once the shell is hydrated): hydrated with the changed snapshot, the page differed
 * from the server's HTML (React #418) and was drawn again (issue 14 "No layout shift when it
 * hydrates").
 */
export function useStoreSnapshot<A extends AnyActorRef>(actor: A, first: SnapshotFrom<A>): SnapshotFrom<A> {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => actor.getSnapshot() as SnapshotFrom<A>,
    () => first,
  );
}
