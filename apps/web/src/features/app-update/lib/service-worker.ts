/** SPEC.md §9: a cache clean-up every 24 hours. */
export const CACHE_CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** How often an open page asks the server whether a new release is out. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const SCRIPT_URL = '/sw.js';

function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * On a developer's machine the script is missing whenever the app runs from
 * Vite's dev server; a worker left over from a build would then serve stale
 * files, so it is removed (SPEC.md §7).
 */
async function scriptIsServed(): Promise<boolean> {
  try {
    const response = await fetch(SCRIPT_URL, { cache: 'no-store' });
    return response.ok && (response.headers.get('content-type') ?? '').includes('javascript');
  } catch {
    return false;
  }
}

/**
 * Registers /sw.js and calls `onUpdate` when a newer release takes over a page
 * that an older one was serving. The first install on a new visit is not an update.
 */
export async function startServiceWorker(onUpdate: () => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (isLocalhost(location.hostname) && !(await scriptIsServed())) {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return;
  }
  let servedByWorker = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (servedByWorker) onUpdate();
    servedByWorker = true;
  });
  // A browser that blocks workers (a policy, an automated browser) may answer nothing.
  const registration: ServiceWorkerRegistration | undefined = await container.register(SCRIPT_URL);
  if (!registration) return;
  window.setInterval(() => {
    registration.active?.postMessage({ type: 'CLEAN_CACHE' });
  }, CACHE_CLEANUP_INTERVAL_MS);
  window.setInterval(() => {
    void registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}
