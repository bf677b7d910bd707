import { useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from './storage.ts'

const subscribe = (fn: () => void) => {
  window.addEventListener('online', fn)
  window.addEventListener('offline', fn)
  return () => {
    window.removeEventListener('online', fn)
    window.removeEventListener('offline', fn)
  }
}

/** Whether the browser believes it is online (updates on the online/offline events). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )

const LAST_SYNC = 'lastSync'
/** Records that fresh data arrived from the server (shown as the data's time when offline). */
export const markSynced = (at: Date = new Date()) => writeStorage(LAST_SYNC, at.toISOString())
export const lastSynced = (): Date | null => {
  const v = readStorage(LAST_SYNC)
  const d = v ? new Date(v) : null
  return d && !Number.isNaN(d.getTime()) ? d : null
}

/** Registers the service worker in production builds (public/sw.js). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // An unregistered worker only means no offline support; the app works as usual.
    })
  })
}
