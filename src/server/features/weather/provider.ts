import type { Weather } from '#core/weather/weather.contract.ts'

/** A provider's answer: the weather, or that it does not know the city. */
export type WeatherResult = { kind: 'ok'; weather: Weather } | { kind: 'unknown' }

export interface WeatherProvider {
  name: string
  /** Throws WeatherUnavailableError when the provider cannot answer (unreachable, timeout, 5xx, bad reply). */
  current(city: string): Promise<WeatherResult>
}

export class WeatherUnavailableError extends Error {
  override name = 'WeatherUnavailableError'
}

/** GET `url` as JSON within `timeoutMs`; network failures and timeouts become WeatherUnavailableError. */
export async function getJson(
  provider: string,
  url: URL,
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (err) {
    const timedOut =
      (err as Error)?.name === 'TimeoutError' || (err as Error)?.name === 'AbortError'
    throw new WeatherUnavailableError(
      timedOut
        ? `${provider} did not answer within ${timeoutMs} ms`
        : `${provider} unreachable: ${(err as Error)?.message}`,
      { cause: err },
    )
  }
  let text: string
  try {
    text = await response.text()
  } catch (err) {
    throw new WeatherUnavailableError(`${provider}: reading the reply failed`, { cause: err })
  }
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    // Left undefined: callers treat a non-JSON body as a bad reply.
  }
  return { status: response.status, json }
}

export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

export const field = (obj: unknown, key: string): unknown =>
  obj && typeof obj === 'object' ? (obj as Record<string, unknown>)[key] : undefined
