import { describe, expect, it } from 'vitest'
import { WeatherUnavailableError, type WeatherProvider, type WeatherResult } from './provider.ts'
import { createWeatherService } from './weather.service.ts'

/** A provider answering with `answer(city)`; a throw in `answer` becomes a rejection. */
function fakeProvider(answer: (city: string) => WeatherResult | Promise<WeatherResult>) {
  const calls: string[] = []
  const provider: WeatherProvider = {
    name: 'fake',
    current: (city) => {
      calls.push(city)
      return new Promise((resolve) => resolve(answer(city)))
    },
  }
  return { provider, calls }
}

const ok = (city: string): WeatherResult => ({
  kind: 'ok',
  weather: { city, temperatureC: 30, humidity: 60, windSpeed: 2 },
})

describe('weather cache', () => {
  it('reuses an answer per normalised city until the TTL passes', async () => {
    let clock = 0
    const { provider, calls } = fakeProvider((c) => ok(c))
    const service = createWeatherService({ provider, ttlMs: 600_000, now: () => clock })
    await service.current('Chennai')
    await service.current('  chennai ')
    clock = 599_999
    await service.current('CHENNAI')
    expect(calls).toEqual(['Chennai'])
    clock = 600_000
    await service.current('Chennai')
    expect(calls).toEqual(['Chennai', 'Chennai'])
  })

  it('keeps unknown cities too, but not failures', async () => {
    let fail = true
    const { provider, calls } = fakeProvider((c) => {
      if (c === 'Atlantis') return { kind: 'unknown' }
      if (fail) throw new WeatherUnavailableError('down')
      return ok(c)
    })
    const service = createWeatherService({ provider, ttlMs: 1000, now: () => 0 })
    expect(await service.current('Atlantis')).toEqual({ kind: 'unknown' })
    expect(await service.current('Atlantis')).toEqual({ kind: 'unknown' })
    await expect(service.current('Pune')).rejects.toThrow('down')
    fail = false
    expect((await service.current('Pune')).kind).toBe('ok')
    expect(calls).toEqual(['Atlantis', 'Pune', 'Pune'])
  })

  it('shares one provider call between concurrent asks', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const { provider, calls } = fakeProvider(async (c) => {
      await gate
      return ok(c)
    })
    const service = createWeatherService({ provider, ttlMs: 1000 })
    const both = Promise.all([service.current('Madurai'), service.current('madurai')])
    release()
    const [a, b] = await both
    expect(a).toEqual(b)
    expect(calls).toHaveLength(1)
  })

  it('forgets the oldest city past maxEntries', async () => {
    const { provider, calls } = fakeProvider((c) => ok(c))
    const service = createWeatherService({ provider, ttlMs: 60_000, now: () => 0, maxEntries: 2 })
    await service.current('A')
    await service.current('B')
    await service.current('C')
    await service.current('B')
    await service.current('A')
    expect(calls).toEqual(['A', 'B', 'C', 'A'])
  })
})
