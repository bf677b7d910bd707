import { describe, expect, it } from 'vitest'
import { decideAccess } from './roles.ts'

describe('decideAccess', () => {
  it.each([
    ['public', null, true, undefined],
    ['user', null, false, 401],
    ['user', [], true, undefined],
    ['farmer', null, false, 401],
    ['farmer', ['buyer'], false, 403],
    ['farmer', ['farmer'], true, undefined],
    ['buyer', ['farmer'], false, 403],
    ['buyer', ['buyer', 'farmer'], true, undefined],
  ] as const)('%s with roles %j → ok=%s status=%s', (access, roles, ok, status) => {
    const d = decideAccess(access, roles)
    expect(d.ok).toBe(ok)
    if (!d.ok) expect(d.status).toBe(status)
  })

  it('names the role in a 403 reason', () => {
    const d = decideAccess('farmer', ['buyer'])
    expect(d.ok || d.reason).toBe('Access Denied: Only Farmers can access this section.')
  })
})
