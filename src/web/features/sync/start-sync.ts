import { appActions, getAppState, subscribeAppState } from '../../lib/app-store';
import { clearCloudLoads, fetchLoadChanges, lastSyncStorage, pushLoadChanges } from './loads-api';
import { bindPageLifecycle, resolveSyncThrottleMs, SyncEngine, type SyncStore } from './sync-engine';

const appStore: SyncStore = {
  get: () => getAppState(),
  update: (change) => appActions.updateSynced(change),
  subscribe: subscribeAppState,
};

/**
 * Start the versioned sync of the app's history for the signed-in driver (sync-engine.ts),
 * bound to the page's lifecycle. Its own chunk: a driver who never signs in never loads it.
 */
export function startSync({ onUnauthorized }: { onUnauthorized: () => void }): { engine: SyncEngine; stop: () => void } {
  const engine = new SyncEngine({
    pull: fetchLoadChanges,
    push: pushLoadChanges,
    clear: clearCloudLoads,
    store: appStore,
    lastSync: lastSyncStorage,
    throttleMs: resolveSyncThrottleMs(),
    onUnauthorized,
  });
  engine.start();
  const unbind = bindPageLifecycle(engine);
  return {
    engine,
    stop: () => {
      unbind();
      engine.stop();
    },
  };
}
