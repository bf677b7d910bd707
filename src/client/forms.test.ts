import { describe, expect, it } from 'vitest'

/**
 * One way to write a form: react-hook-form with the core contract. A file that draws a <form>
 * makes it with useForm (or is a frame a useForm form passes its submit to); none keeps the fields
 * in useState. And a page composes its feature's form components: it draws no <form> itself.
 */
const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})
const withForm = Object.entries(sources)
  .map(([path, text]) => ({ path: path.slice(2), text }))
  .filter((f) => /<form[\s>]/.test(f.text))

describe('forms', () => {
  it('finds the forms it checks', () => {
    expect(withForm.map((f) => f.path)).toContain('features/auth/components/login-form.tsx')
  })

  it.each(withForm.map((f) => [f.path, f.text] as const))(
    '%s makes its form with react-hook-form',
    (_path, text) => {
      expect(text).toMatch(/\buseForm\b/)
    },
  )

  it('keeps forms out of the pages', () => {
    const pages = withForm.map((f) => f.path).filter((p) => p.startsWith('app/routes/'))
    expect(pages).toEqual([])
  })
})
