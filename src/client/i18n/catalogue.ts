/**
 * A language's texts, keyed by the English text. A leaf module, so the catalogues (hi.ts, ta.ts)
 * and i18n.tsx, which loads them, do not import each other.
 */
export type Catalogue = Record<string, string>
