import type { Recipe, ShoppingList } from '@sous/domain';
import { STORAGE_KEYS } from '@sous/domain';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The unit tests run in node: a browser's two storage areas, its window events and StorageEvent, as
// small fakes, in place before the modules under test (the cook store listens on window when loaded).
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  keys() {
    return [...this.items.keys()].sort();
  }
}

class FakeStorageEvent extends Event {
  readonly key: string | null;
  constructor(type: string, init?: { key?: string | null }) {
    super(type);
    this.key = init?.key ?? null;
  }
}

const local = new MemoryStorage();
const session = new MemoryStorage();
const forgetEverything = vi.fn(async () => undefined);

let cookStorage: typeof import('./cook-storage.ts');
let shopping: typeof import('../features/shopping/offline-checks.ts');
let sessionRecipes: typeof import('../features/generate/session-recipes.ts');
let cookStore: typeof import('../features/cook/cook-store.ts');

beforeAll(async () => {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: local, sessionStorage: session }));
  vi.stubGlobal('StorageEvent', FakeStorageEvent);
  cookStorage = await import('./cook-storage.ts');
  shopping = await import('../features/shopping/offline-checks.ts');
  sessionRecipes = await import('../features/generate/session-recipes.ts');
  cookStore = await import('../features/cook/cook-store.ts');
  const { provideOfflineStore } = await import('./offline-query.ts');
  provideOfflineStore(async () => ({ forgetEverything }) as never);
});

/** What is not the cook's own, and stays (spec: the unit preference; the two flags of §4). */
const KEPT_LOCAL = {
  [STORAGE_KEYS.measurementSystem]: 'metric',
  [STORAGE_KEYS.freeRecipeGenerated]: 'true',
  [STORAGE_KEYS.discountSeen]: 'true',
};
const KEPT_SESSION = { [STORAGE_KEYS.adminAuthenticated]: 'true' };

const list: ShoppingList = { aisles: [], covered: [] };
const recipe = { id: 'r-1', title: 'Lemon rice' } as Recipe;

/** A cook's things, written by the features that keep them, beside what is kept. */
function fillBrowser(userId: string) {
  for (const [key, value] of Object.entries(KEPT_LOCAL)) local.setItem(key, value);
  for (const [key, value] of Object.entries(KEPT_SESSION)) session.setItem(key, value);
  shopping.rememberList(userId, list);
  shopping.writeQueue(userId, [{ key: 'rice', checked: true }]);
  sessionRecipes.storeSessionRecipes('s-1', { recipes: [recipe], pantry: null });
  cookStore.setScaleFactor(recipe.id, 2);
  local.setItem(cookStorage.SHARE_TOKENS_KEY, JSON.stringify({ 'link-1': 'token' }));
}

const keptLocalKeys = Object.keys(KEPT_LOCAL).sort();

beforeEach(() => {
  local.clear();
  session.clear();
  forgetEverything.mockClear();
});

describe('forgetCookData', () => {
  it('erases what the features kept of the cook, keeps the rest, and deletes the offline copy', async () => {
    fillBrowser('cook-a');
    expect(local.keys().length).toBeGreaterThan(keptLocalKeys.length + 3);
    expect(sessionRecipes.readSessionRecipes('s-1')).not.toBeNull();

    await cookStorage.forgetCookData();

    expect(local.keys()).toEqual(keptLocalKeys);
    expect(session.keys()).toEqual(Object.keys(KEPT_SESSION));
    expect(shopping.recallList('cook-a')).toBeUndefined();
    expect(shopping.readQueue('cook-a')).toEqual([]);
    expect(sessionRecipes.readSessionRecipes('s-1')).toBeNull();
    expect(forgetEverything).toHaveBeenCalledTimes(1);
  });

  it("drops the cook store's copy in memory too, not only its storage", async () => {
    cookStore.setScaleFactor(recipe.id, 3);
    expect(cookStore.readCookState(recipe.id).factor).toBe(3);

    await cookStorage.forgetCookData();

    expect(cookStore.storedRecipeIds()).toEqual([]);
    expect(cookStore.readCookState(recipe.id).factor).toBe(1);
  });
});

describe('claimForCook', () => {
  it("keeps a visitor's things when they sign in, and names them the owner", async () => {
    fillBrowser('visitor');
    const before = local.keys();

    await cookStorage.claimForCook('cook-a');

    expect(local.keys()).toEqual([...before, cookStorage.OWNER_KEY].sort());
    expect(local.getItem(cookStorage.OWNER_KEY)).toBe('cook-a');
    expect(forgetEverything).not.toHaveBeenCalled();
  });

  it('keeps the same cook’s things on every later check', async () => {
    await cookStorage.claimForCook('cook-a');
    fillBrowser('cook-a');

    await cookStorage.claimForCook('cook-a');

    expect(shopping.recallList('cook-a')).toEqual(list);
    expect(forgetEverything).not.toHaveBeenCalled();
  });

  it("erases another cook's things before the new cook is named the owner", async () => {
    await cookStorage.claimForCook('cook-a');
    fillBrowser('cook-a');

    await cookStorage.claimForCook('cook-b');

    expect(local.keys()).toEqual([...keptLocalKeys, cookStorage.OWNER_KEY].sort());
    expect(local.getItem(cookStorage.OWNER_KEY)).toBe('cook-b');
    expect(sessionRecipes.readSessionRecipes('s-1')).toBeNull();
    expect(forgetEverything).toHaveBeenCalledTimes(1);
  });

  it('names nobody the owner when the cook signs out while the last cook’s things are being erased', async () => {
    await cookStorage.claimForCook('cook-a');
    fillBrowser('cook-a');

    // Cook B signs in (A's things start going), then signs out before that is done.
    const claiming = cookStorage.claimForCook('cook-b');
    const signingOut = cookStorage.forgetCookData();

    expect(await claiming).toBe(false);
    await signingOut;
    expect(local.getItem(cookStorage.OWNER_KEY)).toBeNull();
    expect(cookStorage.ownsBrowser('cook-b')).toBe(false);
  });
});

describe('releaseFromCook', () => {
  it("erases the last cook's things when the server says nobody is signed in", async () => {
    await cookStorage.claimForCook('cook-a');
    fillBrowser('cook-a');

    await cookStorage.releaseFromCook();

    expect(local.keys()).toEqual(keptLocalKeys);
    expect(forgetEverything).toHaveBeenCalledTimes(1);
  });

  it("leaves a visitor's things alone (no cook was signed in here)", async () => {
    fillBrowser('visitor');
    const before = local.keys();

    await cookStorage.releaseFromCook();

    expect(local.keys()).toEqual(before);
    expect(forgetEverything).not.toHaveBeenCalled();
  });
});
