/**
 * FormatJS's ICU parser (the parser of intl-messageformat and react-intl). The engine
 * (engine.ts) imports it, except in the client's build, where scripts/vite-i18n.ts leaves it
 * out of the engine (the catalogues come compiled to trees) and the client loads this module,
 * a chunk of its own, only if a message reaches the engine uncompiled.
 */
export { parse } from '@formatjs/icu-messageformat-parser'
