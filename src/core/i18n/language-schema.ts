import { z } from 'zod'
import { LANGUAGES } from './languages.ts'

/** A language as a request sends it (registration, the language switch). */
export const LanguageSchema = z.enum(LANGUAGES, {
  error: 'Choose English, Hindi, Tamil, Marathi, Telugu, Kannada or Bengali.',
})
