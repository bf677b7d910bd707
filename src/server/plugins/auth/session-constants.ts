/**
 * The session cookie and lifetimes, apart from better-auth itself: the request guard needs them on
 * every request, and better-auth (≈0.4 s to import) loads in the background after start-up
 * (auth.plugin.ts).
 */
export const SESSION_COOKIE_PREFIX = 'farmtrek'
/** The cookie better-auth sets (with `__Secure-` in front under https). */
export const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`
/** Sessions last 30 days and are extended when used after a day. */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24
/**
 * An operator's session ends 12 hours after sign-in, never extended (better-auth would extend it
 * only after SESSION_UPDATE_AGE_S, by when it has ended).
 */
export const OPERATOR_SESSION_EXPIRES_IN_S = 60 * 60 * 12
/** The code of better-auth's error when a suspended account would start a session. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED'
