import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * Non-blocking notices in place of the original's alert(), which blocks the page and cannot be styled or translated: errors are announced with
 * role="alert", successes with role="status".
 * A text is translated when shown (so a language switch applies to notices too): callers pass `t('…')` for their own texts, and a
 * server's English message (`err.message`) is translated here when the catalogue knows it.
 *
 * A success leaves after SUCCESS_MS, an error or info after NOTICE_MS (or when
 * dismissed); none carries over to the next page; and they stand in the page's flow under the
 * header (<NoticeOutlet/> in the layout), so they never cover a button or a table's header, except
 * while that place is scrolled out of sight: then they stand at the bottom of the screen, in sight of
 * the form that was sent.
 */
export type NoticeKind = 'error' | 'success' | 'info'
type Notice = { id: number; kind: NoticeKind; text: string; at: number }
type NoticeApi = {
  notify: (text: string, kind?: NoticeKind) => void
  dismiss: (id: number) => void
}
type NoticeState = {
  notices: Notice[]
  dismiss: (id: number) => void
  /** A page changed, by a navigation that began at `startedAt`: older notices go (CARRY_MS). */
  leavePage: (startedAt: number) => void
  /** An outlet in the page shows the notices; without one the provider shows them itself. */
  mountOutlet: () => () => void
}

export const SUCCESS_MS = 4000
export const NOTICE_MS = 8000
/**
 * A notice raised this soon before a navigation began is about that navigation ('Order Placed
 * Successfully!' and then the products page) and goes with it; an older one stays behind. Measured
 * from the start of the navigation, not its end: the next page's code may take a while to load.
 */
export const CARRY_MS = 750

const NoticeContext = createContext<NoticeApi | null>(null)
const NoticeStateContext = createContext<NoticeState | null>(null)
let nextId = 1

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([])
  const [outlets, setOutlets] = useState(0)
  const dismiss = useCallback((id: number) => setNotices((n) => n.filter((x) => x.id !== id)), [])
  const notify = useCallback(
    (text: string, kind: NoticeKind = 'info') => {
      const id = nextId++
      setNotices((n) => [
        ...n.filter((x) => x.text !== text).slice(-2),
        { id, kind, text, at: Date.now() },
      ])
      setTimeout(() => dismiss(id), kind === 'success' ? SUCCESS_MS : NOTICE_MS)
    },
    [dismiss],
  )
  const leavePage = useCallback((startedAt: number) => {
    setNotices((n) => {
      const kept = n.filter((x) => startedAt - x.at < CARRY_MS)
      return kept.length === n.length ? n : kept
    })
  }, [])
  const mountOutlet = useCallback(() => {
    setOutlets((c) => c + 1)
    return () => setOutlets((c) => c - 1)
  }, [])
  const value = useMemo(() => ({ notify, dismiss }), [notify, dismiss])
  const state = useMemo(
    () => ({ notices, dismiss, leavePage, mountOutlet }),
    [notices, dismiss, leavePage, mountOutlet],
  )
  return (
    <NoticeContext.Provider value={value}>
      <NoticeStateContext.Provider value={state}>
        {children}
        {outlets === 0 && (
          <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
            <NoticeList notices={notices} dismiss={dismiss} />
          </div>
        )}
      </NoticeStateContext.Provider>
    </NoticeContext.Provider>
  )
}

function NoticeList({ notices, dismiss }: { notices: Notice[]; dismiss: (id: number) => void }) {
  const { t, tm } = useI18n()
  return notices.map((n) => (
    <div
      key={n.id}
      role={n.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 shadow-sm ${
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
      <p className="min-w-0 flex-1 break-words">{tm(n.text)}</p>
      <button
        type="button"
        onClick={() => dismiss(n.id)}
        className="-m-2 min-h-11 min-w-11 rounded p-2 text-sm underline"
        aria-label={t('Dismiss notice')}
      >
        ✕
      </button>
    </div>
  ))
}

/**
 * Where the page shows its notices: in the flow at the top of <main>, pushing the page down rather
 * than covering it. `page` is the current page's path: when it changes, older notices go;
 * `navigating` is true while the router loads the next page (when the navigation began). A new
 * error out of sight (the page scrolled down) is scrolled into view. While the outlet itself is out
 * of sight (a form far down a phone's page), its notices stand at the bottom of the screen instead,
 * beside the form that was sent, so no answer is given where the eye is not.
 */
export function NoticeOutlet({ page, navigating = false }: { page: string; navigating?: boolean }) {
  const state = useContext(NoticeStateContext)
  if (!state) throw new Error('NoticeOutlet needs <NoticeProvider>')
  const { notices, dismiss, leavePage, mountOutlet } = state
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => mountOutlet(), [mountOutlet])
  const [inView, setInView] = useState(true)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const seen = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true))
    seen.observe(el)
    return () => seen.disconnect()
  }, [])
  const first = useRef(true)
  const navStart = useRef<number | null>(null)
  useEffect(() => {
    if (navigating) navStart.current ??= Date.now()
  }, [navigating])
  useEffect(() => {
    const startedAt = navStart.current ?? Date.now()
    navStart.current = null
    if (first.current) {
      first.current = false
      return
    }
    leavePage(startedAt)
  }, [page, leavePage])
  // Only an error is brought into view: a success or a live order's notice must not pull the
  // page away from what the user is reading (they are announced all the same).
  const newestError = notices.findLast((n) => n.kind === 'error')?.id
  useEffect(() => {
    const el = ref.current
    if (!el || newestError === undefined) return
    const box = el.getBoundingClientRect()
    if (box.top < 0 || box.bottom > window.innerHeight)
      el.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [newestError])
  const list = <NoticeList notices={notices} dismiss={dismiss} />
  return (
    <>
      <div
        ref={ref}
        data-testid="notices"
        className={`flex scroll-mt-24 flex-col items-center gap-2 ${inView && notices.length ? 'mb-4' : ''}`}
      >
        {inView && list}
      </div>
      {!inView && (
        <div
          data-testid="notices-in-sight"
          className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
        >
          {list}
        </div>
      )}
    </>
  )
}

export function useNotify() {
  const ctx = useContext(NoticeContext)
  if (!ctx) throw new Error('useNotify needs <NoticeProvider>')
  return ctx.notify
}
