// The offline copy in IndexedDB, through idb. Loaded on first use (lib/offline-query.ts, given the
// import by main.tsx), never by the home route itself. Every function swallows storage errors (private
// mode, quota, a blocked upgrade): the copy is a convenience, and the network answer is what the app
// shows when there is one.
import type { PublicUser, Recipe, SavedRecipe } from '@sous/domain';
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';
import {
  isSavedOf,
  type OfflineRecord,
  recordForUser,
  recordWithSaved,
  savedRecipeOf,
} from './offline-record.ts';

export const OFFLINE_DB = 'sous-offline';
const KEY = 'current';

interface OfflineDb extends DBSchema {
  /** One record, the account last signed in on this browser. */
  account: { key: typeof KEY; value: OfflineRecord };
}

let connection: Promise<IDBPDatabase<OfflineDb>> | undefined;

function open(): Promise<IDBPDatabase<OfflineDb>> {
  connection ??= openDB<OfflineDb>(OFFLINE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('account');
    },
    // Another tab deletes the copy (a sign-out there): let it.
    blocking() {
      void close();
    },
    terminated() {
      connection = undefined;
    },
  });
  const opening = connection;
  opening.catch(() => {
    if (connection === opening) connection = undefined;
  });
  return opening;
}

async function close(): Promise<void> {
  const opened = connection;
  connection = undefined;
  (await opened?.catch(() => undefined))?.close();
}

async function read(): Promise<OfflineRecord | undefined> {
  try {
    return await (await open()).get('account', KEY);
  } catch {
    return undefined;
  }
}

async function update(change: (previous: OfflineRecord | undefined) => OfflineRecord | undefined) {
  try {
    const tx = (await open()).transaction('account', 'readwrite');
    const next = change(await tx.store.get(KEY));
    if (next) await tx.store.put(next, KEY);
    await tx.done;
  } catch (error) {
    console.warn('Could not keep the offline copy', error);
  }
}

/** Everything this browser kept for offline reading is deleted (sign-out, account deletion, a 401). */
export async function forgetEverything(): Promise<void> {
  try {
    await close();
    // Every connection of this app closes when asked (`blocking`); should one not, the deletion still
    // happens once it does, and a sign-out does not wait for it.
    await Promise.race([deleteDB(OFFLINE_DB), new Promise((resolve) => setTimeout(resolve, 1000))]);
  } catch {
    // Nothing was kept, or storage is off.
  }
}

/** The signed-in user (null: signed out, so the copy is deleted). */
export async function rememberUser(user: PublicUser | null): Promise<void> {
  if (!user) {
    pendingSaved = null;
    return forgetEverything();
  }
  await update((previous) => {
    const record = recordForUser(previous, user);
    const saved = pendingSaved;
    pendingSaved = null;
    return saved ? { ...record, saved } : record;
  });
}

// Saved asks for its list alongside the session check (docs/decisions/112), so the list can answer
// first: it waits here, and the user that the same cookie's check names takes it.
let pendingSaved: SavedRecipe[] | null = null;

export async function recallUser(): Promise<PublicUser | null> {
  return (await read())?.user ?? null;
}

let persistAsked = false;

/** The saved list of the signed-in user; asks once per page that the browser keep it (no eviction). */
export async function rememberSaved(saved: SavedRecipe[]): Promise<void> {
  pendingSaved = saved;
  await update((previous) => {
    const next = recordWithSaved(previous, saved);
    if (next && pendingSaved === saved) pendingSaved = null;
    return next;
  });
  if (saved.length > 0 && !persistAsked) {
    persistAsked = true;
    try {
      if (navigator.storage?.persist && !(await navigator.storage.persisted()))
        await navigator.storage.persist();
    } catch {
      // The browser keeps the copy as best-effort storage.
    }
  }
}

export async function recallSaved(): Promise<SavedRecipe[] | undefined> {
  return (await read())?.saved ?? undefined;
}

export async function recallRecipe(recipeId: string): Promise<Recipe | undefined> {
  return savedRecipeOf(await read(), recipeId);
}

export async function recallIsSaved(recipeId: string): Promise<{ isSaved: boolean } | undefined> {
  return isSavedOf(await read(), recipeId);
}
