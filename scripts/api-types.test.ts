import { describe, expect, it } from 'vitest'
import { committedApiTypes, generateApiTypes } from './api-types.ts'

describe('the generated API types (src/client/lib/api/schema.ts)', () => {
  it('are what the routes publish now: after a route change, run npm run api:types', async () => {
    const generated = await generateApiTypes()
    expect(generated).toContain("'/api/orders': {")
    expect(committedApiTypes()).toBe(generated)
  }, 60_000)
})
