// The account messages, word for word as users of the original app know them. Kept free of zod so the login page can
// use them without loading it (it would double its JavaScript); auth.contract.ts re-exports them.
export const FILL_ALL_FIELDS = 'Please fill in all fields.'
export const ENTER_EMAIL_AND_PASSWORD = 'Please enter both email and password.'
export const USER_EXISTS = 'User already exists in database. Please login.'
export const PROFILE_NOT_FOUND = 'User profile not found!'
export const BAD_CREDENTIALS = 'Incorrect email or password.'
export const INVALID_EMAIL = 'Please enter a valid email address.'
