import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { COMMENT_MAX, RatingFormSchema, type RatingInput } from '#core/ratings/ratings.contract.ts'
import { FormActions, TextAreaField } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

const STAR_CHOICES = [1, 2, 3, 4, 5] as const

/**
 * Stars (five radio buttons: arrow keys move between them, as in any radio group) and an optional
 * comment. Validated by the ratings contract; the caller saves.
 */
export function RatingForm({
  initial,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: { stars?: number; comment?: string }
  pending: boolean
  error: string | null
  onSubmit: (value: RatingInput) => void
  onCancel: () => void
}) {
  const { t, tm } = useI18n()
  const form = useForm({
    resolver: zodResolver(RatingFormSchema),
    defaultValues: {
      stars: initial.stars === undefined ? undefined : String(initial.stars),
      comment: initial.comment ?? '',
    },
  })
  const chosen = Number(form.watch('stars') ?? 0)
  const starsError = form.formState.errors.stars?.message
  const commentError = form.formState.errors.comment?.message
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} noValidate className="grid gap-4">
      <fieldset aria-describedby={starsError ? 'rating-stars-error' : undefined}>
        <legend className="text-sm font-medium text-stone-800">{t('Your rating')}</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {STAR_CHOICES.map((n) => (
            <label
              key={n}
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md text-3xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-green-700"
            >
              <input type="radio" value={n} className="sr-only" {...form.register('stars')} />
              <span
                aria-hidden="true"
                className={n <= chosen ? 'text-amber-600' : 'text-stone-400'}
              >
                ★
              </span>
              <span className="sr-only">
                {t('{count, plural, one {# star} other {# stars}}', { count: n })}
              </span>
            </label>
          ))}
        </div>
        {starsError && (
          <p id="rating-stars-error" className="mt-1 text-sm text-red-800">
            {tm(starsError)}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('Comment (optional)')}
        rows={3}
        maxLength={COMMENT_MAX}
        {...form.register('comment')}
        error={commentError ? tm(commentError) : undefined}
      />
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <FormActions
        submitLabel={t('Save rating')}
        closeLabel={t('Cancel')}
        pending={pending}
        onClose={onCancel}
      />
    </form>
  )
}
