import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

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
