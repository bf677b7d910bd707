// One Drizzle file per feature; this index is what drizzle-kit and the client read.
export * from './auth.ts'
export * from './contact.ts'
export * from './live.ts'
export * from './listings.ts'
export * from './orders.ts'
export * from './market-prices.ts'
export * from './notifications.ts'
export * from './listing-photos.ts'
