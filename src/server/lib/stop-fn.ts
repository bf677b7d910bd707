/**
 * Stops what a start-up task started (a worker, an interval), for graceful shutdown. A leaf module,
 * so startup.ts and the features' start-up tasks it runs do not import each other.
 */
export type StopFn = () => Promise<void>
