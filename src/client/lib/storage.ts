/**
 * Browser storage keys (the original app's, so what a browser stored still reads). They are only a cache for first paint: the server session
 * decides access. Reading never throws (storage may be disabled or full).
 */
export const STORAGE_KEYS = [
  'isLoggedIn',
  'userType',
  'userEmail',
  'phonenumber',
  'userRole',
  'farmerData',
  'user',
] as const

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // storage unavailable: the cache is optional
  }
}
