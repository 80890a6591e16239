// Everything this browser keeps for the cook who is signed in, and the one place that erases it, so the
// next person on a shared device sees none of it: on sign-out, on account deletion, when another cook
// signs in here, and when the server says nobody is signed in any more (the session ended elsewhere).
// A feature that keeps something of the cook's in browser storage takes its key from here.
//
// Kept, as not the cook's own: the measurement system (spec: persisted on each change, also for
// visitors), the visitor's free-generation flag and the seen-discount flag (spec §4's free-use gate and upsell
// flow say when those two are cleared), and the service worker's precache (the app shell; no API answer is cached there).
import { STORAGE_KEYS } from '@sous/domain';
import { offlineStore } from './offline-query.ts';
import { readItem, removeItem, storageKeys, writeItem } from './storage.ts';

/** localStorage: the shopping list's last copy and its unsent checks, per user (features/shopping). */
export const SHOPPING_PREFIX = 'sous.shopping.';
/** localStorage: each recipe's cook state: step, scale, checked ingredients, timers (features/cook). */
export const COOK_STATE_PREFIX = 'sous.cook.';
/** localStorage: the tokens of the share links this browser made (features/recipes/share-links.tsx). */
export const SHARE_TOKENS_KEY = 'sous:share-tokens';
/** sessionStorage: the recipes of each generation in this tab (features/generate/session-recipes.ts). */
export const GENERATED_PREFIX = `${STORAGE_KEYS.generatedRecipes}:`;
/** localStorage: the id of the cook whose things the keys above hold (none after a sign-out). */
export const OWNER_KEY = 'sous.owner';

/** Whether a localStorage key holds something of the cook's. */
export const isCookKey = (key: string): boolean =>
  key === OWNER_KEY ||
  key === SHARE_TOKENS_KEY ||
  key.startsWith(SHOPPING_PREFIX) ||
  key.startsWith(COOK_STATE_PREFIX);

/** Whether a sessionStorage key holds something of the cook's. */
export const isCookSessionKey = (key: string): boolean => key.startsWith(GENERATED_PREFIX);

/**
 * Erases every per-cook store of this browser: the keys above and the offline copy of the saved recipes
 * (IndexedDB, features/offline/offline-store.ts). Never throws.
 */
export async function forgetCookData(): Promise<void> {
  releases++;
  await eraseCookStores();
}

/** Bumped by every sign-out, deletion or ended session: a claim begun before one of them is void. */
let releases = 0;

async function eraseCookStores(): Promise<void> {
  for (const key of storageKeys('local')) if (isCookKey(key)) removeItem('local', key);
  for (const key of storageKeys('session')) if (isCookSessionKey(key)) removeItem('session', key);
  // What this tab holds in memory (the cook store) is read again, as after another tab's clear().
  if (typeof StorageEvent === 'function') window.dispatchEvent(new StorageEvent('storage', { key: null }));
  await offlineStore().then(
    (store) => store.forgetEverything(),
    () => undefined,
  );
}

/**
 * `userId` is signed in here: what another cook left in this browser goes first. False when the cook
 * signed out (or the session ended) while that was being erased: the browser is nobody's then, and
 * nothing of theirs may be written back.
 */
export async function claimForCook(userId: string): Promise<boolean> {
  const owner = readItem('local', OWNER_KEY);
  if (owner === userId) return true;
  const ticket = releases;
  // None: a visitor's things (a generation, a recipe being cooked) stay theirs once they sign in.
  if (owner !== null) await eraseCookStores();
  if (releases !== ticket) return false;
  writeItem('local', OWNER_KEY, userId);
  return true;
}

/** Whether `userId` is still the cook this browser keeps things for. */
export const ownsBrowser = (userId: string): boolean => readItem('local', OWNER_KEY) === userId;

/** The server says nobody is signed in here: the things of the cook who was go. */
export async function releaseFromCook(): Promise<void> {
  if (readItem('local', OWNER_KEY) !== null) await forgetCookData();
}
