import { describe, expect, it } from 'vitest'
import { decideAccess, landingAfterLogin, type Role } from './roles.ts'

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

describe('landingAfterLogin', () => {
  const buyer = { roles: ['buyer'] as Role[], activeRole: 'buyer' as const }
  const farmer = { roles: ['farmer'] as Role[], activeRole: 'farmer' as const }
  const both = { roles: ['buyer', 'farmer'] as Role[], activeRole: 'farmer' as const }
  it('goes back to the page a visitor was sent from, when the account may open it', () => {
    expect(landingAfterLogin(buyer, '/product/3')).toEqual({ path: '/product/3', role: null })
    expect(landingAfterLogin(both, '/product/3')).toEqual({ path: '/product/3', role: 'buyer' })
    expect(landingAfterLogin(buyer, '/marketplace')).toEqual({ path: '/marketplace', role: null })
  })
  it('does not ask a one-role account to choose a role', () => {
    expect(landingAfterLogin(farmer, null)).toEqual({ path: '/farmer-dashboard', role: null })
    expect(landingAfterLogin(buyer, '/supply-chain')).toEqual({
      path: '/buyer-dashboard',
      role: null,
    })
  })
  it('asks an account of two roles, and never goes to another site', () => {
    expect(landingAfterLogin(both, null)).toEqual({ path: '/user-selection', role: null })
    expect(landingAfterLogin(both, '//evil.example/x')).toEqual({
      path: '/user-selection',
      role: null,
    })
  })
})
