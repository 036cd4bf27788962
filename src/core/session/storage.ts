/** sessionStorage keys of spec §3, exactly as the platform names them. */
export const sessionKeys = {
  token: 'token',
  /** Numeric member type. */
  isAgent: 'isAgent',
  account: 'account',
  merchant: 'merchant',
  /** Domain route list (domains with speeds, resources). */
  routers: 'routers',
  /** System status and its settings. */
  settings: 'settings',
  gameVendor: 'gameVendor',
  /** Register settings the forms validate against. */
  validate: 'validate',
} as const;

/** Kept by logout: the page still belongs to the same merchant. */
const keptOnLogout: readonly string[] = [sessionKeys.merchant];

/** A Storage that forgets on reload, for pages where sessionStorage is unavailable (sandboxed frames). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function defaultSessionStorage(): Storage {
  try {
    if (globalThis.sessionStorage) return globalThis.sessionStorage;
  } catch {
    // Access throws when storage is blocked; fall through to memory.
  }
  return memoryStorage();
}

let sessionStore: Storage = defaultSessionStorage();

/** Replaces the session storage (tests, or hosts that keep the session elsewhere). */
export function useSessionStorage(storage: Storage): void {
  sessionStore = storage;
}

export function sessionStorageInUse(): Storage {
  return sessionStore;
}

export function readText(key: string): string | null {
  return sessionStore.getItem(key);
}

export function readJson<T>(key: string): T | null {
  const text = sessionStore.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function write(key: string, value: string | number | object): void {
  sessionStore.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** What logout and an ended session leave behind: only the merchant code. */
export function clearSessionKeepingMerchant(): void {
  const kept = keptOnLogout.map((key) => [key, sessionStore.getItem(key)] as const);
  sessionStore.clear();
  for (const [key, value] of kept) if (value !== null) sessionStore.setItem(key, value);
}
