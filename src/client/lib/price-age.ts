import type { PriceAge } from '#core/market-prices/price-age.ts'

type T = (text: string, vars?: Record<string, string | number>) => string

/**
 * A price's age in words ('today', '11 months old'), for the price page and the fair-price hint:
 * 'today' only for today's prices, never for an old one. Singular and plural are separate texts, so
 * each language words both.
 */
export function ageText(age: PriceAge, t: T): string {
  const n = age.count
  switch (age.unit) {
    case 'today':
      return t('today')
    case 'yesterday':
      return t('1 day old')
    case 'days':
      return t('{count} days old', { count: n })
    case 'weeks':
      return n === 1 ? t('1 week old') : t('{count} weeks old', { count: n })
    case 'months':
      return n === 1 ? t('1 month old') : t('{count} months old', { count: n })
    case 'years':
      return n === 1 ? t('1 year old') : t('{count} years old', { count: n })
  }
}
