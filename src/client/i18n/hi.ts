import type { Catalogue } from './i18n.tsx'

// Hindi translations, keyed by the English text (issue 11).
const catalogue: Catalogue = {}
export default catalogue
