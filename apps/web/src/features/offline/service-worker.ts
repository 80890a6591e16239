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
      if (reloadAsked) window.location.reload();
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

/**
 * Activates the waiting version, and this page reloads once it has taken over; when another tab's
 * Reload already activated it, a plain reload loads it.
 */
export async function reloadToUpdate(): Promise<void> {
  reloadAsked = true;
  const registration = await navigator.serviceWorker.ready;
  if (registration.waiting && update) await update();
  else window.location.reload();
}
