import { appActions, getAppState, subscribeAppState } from '../../lib/app-store';
import { profilesChannel, signInProfiles } from './profiles-channel';
import { clearCloudLoads, fetchLoadChanges, lastSyncStorage, pushLoadChanges } from './loads-api';
import { bindPageLifecycle, resolveSyncThrottleMs, SyncEngine, type SyncChannel, type SyncStore } from './sync-engine';

const appStore: SyncStore = {
  get: () => getAppState(),
  update: (change) => appActions.updateSynced(change),
  subscribe: subscribeAppState,
};

/**
 * Start the versioned sync of the app's history and driver profiles for the signed-in driver (sync-engine.ts),
 * bound to the page's lifecycle. Its own chunk: a driver who never signs in never loads it.
 */
export function startSync({ onUnauthorized }: { onUnauthorized: () => void }): { engine: SyncEngine; stop: () => void } {
  // The device shows the signed-in account's driver profiles (docs/product-rules.md R-PAY-11).
  const userId = getAppState().signedInAs;
  if (userId) signInProfiles(userId);
  const engine = new SyncEngine({
    pull: fetchLoadChanges,
    push: pushLoadChanges,
    clear: clearCloudLoads,
    store: appStore,
    channels: [profilesChannel as SyncChannel],
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
