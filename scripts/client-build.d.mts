/** Types of client-build.mjs (plain JavaScript: `npm start` runs it without a TypeScript loader). */
export const CLIENT_SOURCES: readonly string[]
export function clientIsStale(root: string, built: string, sources?: readonly string[]): boolean
