import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * Non-blocking notices in place of the original's alert(), which blocks the page and cannot be styled or translated: errors are announced with
 * role="alert", successes with role="status". They stay until dismissed or replaced, or 8 s.
 * A text is translated when shown (so a language switch applies to notices too): callers pass `t('…')` for their own texts, and a
 * server's English message (`err.message`) is translated here when the catalogue knows it.
 */
export type NoticeKind = 'error' | 'success' | 'info'
type Notice = { id: number; kind: NoticeKind; text: string }
type NoticeApi = {
  notify: (text: string, kind?: NoticeKind) => void
  dismiss: (id: number) => void
}

const NoticeContext = createContext<NoticeApi | null>(null)
let nextId = 1

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([])
  const { t, tm } = useI18n()
  const dismiss = useCallback((id: number) => setNotices((n) => n.filter((x) => x.id !== id)), [])
  const notify = useCallback(
    (text: string, kind: NoticeKind = 'info') => {
      const id = nextId++
      setNotices((n) => [...n.filter((x) => x.text !== text).slice(-2), { id, kind, text }])
      setTimeout(() => dismiss(id), 8000)
    },
    [dismiss],
  )
  const value = useMemo(() => ({ notify, dismiss }), [notify, dismiss])
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-4">
        {notices.map((n) => (
          <div
            key={n.id}
            role={n.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 shadow-lg ${
              n.kind === 'error'
                ? 'border-red-300 bg-red-50 text-red-900'
                : n.kind === 'success'
                  ? 'border-green-300 bg-green-50 text-green-900'
                  : 'border-stone-300 bg-white text-stone-900'
            }`}
          >
            <span aria-hidden="true" className="font-bold">
              {n.kind === 'error' ? '!' : n.kind === 'success' ? '✓' : 'i'}
            </span>
            <p className="flex-1">{tm(n.text)}</p>
            <button
              type="button"
              onClick={() => dismiss(n.id)}
              className="-m-2 min-h-11 min-w-11 rounded p-2 text-sm underline"
              aria-label={t('Dismiss notice')}
            >
              ✕
            </button>
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  )
}

export function useNotify() {
  const ctx = useContext(NoticeContext)
  if (!ctx) throw new Error('useNotify needs <NoticeProvider>')
  return ctx.notify
}
