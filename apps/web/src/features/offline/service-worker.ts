// The service worker's registration and the "new version" state, shared by every AppStatus render.
// Workbox (through vite-plugin-pwa's virtual:pwa-register) precaches the app shell and route chunks;
// registerType 'prompt': a new version installs and waits until the cook asks for it.
import { registerSW } from 'virtual:pwa-register';

let updateReady = false;
let reloadAsked = false;
let update: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

const HOUR = 60 * 60 * 1000;

/** Registers once per page. Safe to call where service workers are unsupported or blocked. */
export function startServiceWorker(): void {
  if (update || !('serviceWorker' in navigator)) return;
  update = registerSW({
    onNeedRefresh() {
      updateReady = true;
      for (const listener of listeners) listener();
    },
    // The new version took over (this tab's Reload, or another tab's). Only the tab whose cook asked
    // reloads: a cook mid-recipe in another tab keeps the page, and the prompt stays there.
    onNeedReload() {
      if (reloadAsked) reloadOnce();
    },
    onRegisteredSW(_url, registration) {
      // A tab left open for days (a recipe on the counter) still hears of new versions.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), HOUR);
    },
    onRegisterError(error) {
      console.warn('The service worker was not registered', error);
    },
  });
}

export const isUpdateReady = (): boolean => updateReady;

export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long Reload waits for the new version to take over before reloading anyway. */
const TAKEOVER_WAIT_MS = 10_000;

/**
 * Activates the waiting version, and this page reloads once it has taken over; when another tab's
 * Reload already activated it, a plain reload loads it. The page listens for the takeover itself
 * (`controllerchange`) rather than through Workbox's `controlling` event, which is sent as an update
 * only when the page was controlled at the moment Workbox registered; and it reloads after
 * TAKEOVER_WAIT_MS whatever happens, so the button the cook pressed never does nothing.
 */
export async function reloadToUpdate(): Promise<void> {
  reloadAsked = true;
  const registration = await navigator.serviceWorker.ready;
  const waiting = registration.waiting;
  if (!waiting) {
    reloadOnce();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
  setTimeout(reloadOnce, TAKEOVER_WAIT_MS);
  if (update) await update();
  else waiting.postMessage({ type: 'SKIP_WAITING' });
}

let reloading = false;
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}
