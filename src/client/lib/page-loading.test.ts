import { describe, expect, it } from 'vitest'
import { pathShown, untilShown } from './page-loading.ts'

const settled = async (p: Promise<void>) => {
  let done = false
  void p.then(() => (done = true))
  await new Promise((r) => setTimeout(r, 0))
  return done
}

describe('untilShown', () => {
  it('waits for the page to be on screen, and resolves at once when it is', async () => {
    pathShown('/farmer-profile')
    const login = untilShown('/login')
    // navigate() has returned, but /login's chunk is still loading: the old page is on screen.
    expect(await settled(login)).toBe(false)
    pathShown('/farmer-profile') // a re-render of the same page changes nothing
    expect(await settled(login)).toBe(false)
    pathShown('/login')
    expect(await settled(login)).toBe(true)
    expect(await settled(untilShown('/login'))).toBe(true)
  })

  it('gives up waiting when another navigation shows a different page instead', async () => {
    pathShown('/farmer-profile')
    const login = untilShown('/login')
    pathShown('/about')
    expect(await settled(login)).toBe(true)
  })
})
