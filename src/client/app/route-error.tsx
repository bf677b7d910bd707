import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useT } from '#client/i18n/i18n.tsx'

/**
 * Catches what its children throw while rendering, a page module that failed to load included,
 * and shows RouteError instead. A new `resetKey` (the next page's path) lets the children try again.
 * `landmark`: the boundary stands where no layout (and so no `<main>`) is drawn.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string; landmark?: boolean },
  { failed: boolean; error: unknown; key: string | undefined }
> {
  override state = { failed: false, error: undefined as unknown, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error }
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { failed: boolean; key: string | undefined },
  ) {
    // Another page: what failed on the last one is forgotten.
    if (props.resetKey !== state.key)
      return { failed: false, error: undefined, key: props.resetKey }
    return null
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    return this.state.failed ? (
      <RouteError error={this.state.error} landmark={this.props.landmark} />
    ) : (
      this.props.children
    )
  }
}

/**
 * Shown when a page's module fails to load (a network error, or still loading after 120 s —
 * a slow network) or a page throws. Retry reloads the page, which fetches the module again. Inside
 * the layout it is part of the layout's `<main>`; as a `landmark` it is the page's `<main>` itself.
 */
export function RouteError({ error, landmark = false }: { error: unknown; landmark?: boolean }) {
  const t = useT()
  const Box = landmark ? 'main' : 'div'
  const loadFailure =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|Importing a module script failed|timed out|error loading/i.test(
      error.message,
    )
  const message = loadFailure
    ? t('This page failed to load. Check your connection, then try again.')
    : t('Something went wrong while showing this page.')
  return (
    <Box className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">
        {loadFailure ? t('This page failed to load') : t('Something went wrong')}
      </h1>
      <p role="alert" className="mt-4 text-stone-700">
        {message}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-md bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
        >
          {t('Retry')}
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-md border border-stone-300 px-5"
        >
          {t('Home')}
        </a>
      </div>
    </Box>
  )
}
