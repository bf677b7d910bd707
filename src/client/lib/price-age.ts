import type { PriceAge } from '#core/market-prices/price-age.ts'

type T = (text: string, vars?: Record<string, string | number>) => string

/**
 * A price's age in words ('today', '11 months old'), for the price page and the fair-price hint:
 * 'today' only for today's prices, never for an old one. Weeks, months and years are ICU plurals,
 * so each language words its own forms.
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
      return t('{count, plural, one {# week old} other {# weeks old}}', { count: n })
    case 'months':
      return t('{count, plural, one {# month old} other {# months old}}', { count: n })
    case 'years':
      return t('{count, plural, one {# year old} other {# years old}}', { count: n })
  }
}
