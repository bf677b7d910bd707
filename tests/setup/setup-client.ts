import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// findBy… and waitFor wait up to 5 s, not 1 s: on a shared 2-core machine a page's first render
// under load can take longer than a second, and a slow pass is still a pass.
configure({ asyncUtilTimeout: 5000 })

// Any console.error fails the test unless the test expects it (a React warning is a bug).
const original = console.error
afterEach(() => {
  cleanup()
})
console.error = (...args: unknown[]) => {
  original(...args)
  throw new Error(`console.error in test: ${args.map(String).join(' ')}`)
}
vi.stubGlobal('scrollTo', () => {})
