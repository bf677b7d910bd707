// The account messages of spec §5 and §8, word for word. Kept free of zod so the login page can
// use them without loading it (issue 8's page-weight budget); auth.contract.ts re-exports them.
export const FILL_ALL_FIELDS = 'Please fill in all fields.'
export const ENTER_EMAIL_AND_PASSWORD = 'Please enter both email and password.'
export const USER_EXISTS = 'User already exists in database. Please login.'
export const PROFILE_NOT_FOUND = 'User profile not found!'
export const BAD_CREDENTIALS = 'Incorrect email or password.'
export const INVALID_EMAIL = 'Please enter a valid email address.'
