import { useSyncExternalStore, type ReactNode } from 'react';
import type { Startup } from './start-app';
import { InitializationFailedScreen, InitializingScreen } from './startup-screens';

/** Shows the app only once start-up is done; until then, or when it failed, its own screens. */
export function StartupGate({ startup, children }: { startup: Startup; children: ReactNode }) {
  const state = useSyncExternalStore(startup.subscribe, startup.getState, startup.getState);
  if (state.phase === 'initializing') return <InitializingScreen instanceId={startup.instanceId} />;
  if (state.phase === 'failed') {
    return <InitializationFailedScreen errors={state.errors} instanceId={startup.instanceId} />;
  }
  return children;
}
