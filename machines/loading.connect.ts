// What the loading overlay needs from the loading machine (SPEC §1 "A global loading overlay
// shows while requests run").

export interface LoadingApi {
  /** The overlay is on screen: requests ran past the delay, or it holds its minimum time. */
  overlayVisible: boolean;
}

export interface LoadingSnapshotLike {
  matches: (value: 'visible') => boolean;
}

export function connectLoading(snapshot: LoadingSnapshotLike): LoadingApi {
  return { overlayVisible: snapshot.matches('visible') };
}
