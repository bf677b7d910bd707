import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  ANSWER_MAX,
  AnswerInputSchema,
  type PublicComment,
} from '#core/ratings/ratings.contract.ts'
import { Button, FormActions, TextAreaField } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useAnswerComment, useReportComment } from '../api/get-farmer.ts'
import { Stars } from './stars.tsx'

type Viewer = { signedIn: boolean; isFarmer: boolean }

/** A farmer's newest comments, each with their answer; the farmer answers, others report. */
export function FarmerComments({
  farmerId,
  comments,
  viewer,
}: {
  farmerId: string
  comments: PublicComment[]
  viewer: Viewer
}) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="farmer-comments" className="space-y-3">
      <h2 id="farmer-comments" className="text-xl font-bold text-green-900">
        {t('What buyers say')}
      </h2>
      {comments.length === 0 ? (
        <p className="text-stone-700">{t('No comments yet.')}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((c) => (
            <Comment key={c.id} farmerId={farmerId} comment={c} viewer={viewer} />
          ))}
        </ul>
      )}
    </section>
  )
}

function Comment({
  farmerId,
  comment: c,
  viewer,
}: {
  farmerId: string
  comment: PublicComment
  viewer: Viewer
}) {
  const { t, locale } = useI18n()
  return (
    <li
      data-testid="farmer-comment"
      className="space-y-2 rounded-lg bg-white p-4 ring-1 ring-stone-200"
    >
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-700">
        <Stars value={c.stars} />
        <span className="font-semibold text-stone-900">{c.buyerName}</span>
        <time dateTime={c.createdAt}>{formatDate(c.createdAt, locale, 'medium')}</time>
      </p>
      <p className="break-words whitespace-pre-line">{c.comment}</p>
      {c.answer ? (
        <div className="ml-3 border-l-4 border-green-700 pl-3">
          <p className="text-sm font-semibold text-green-900">{t('The farmer answered')}</p>
          <p className="break-words whitespace-pre-line">{c.answer}</p>
        </div>
      ) : viewer.isFarmer ? (
        <AnswerForm farmerId={farmerId} ratingId={c.id} />
      ) : null}
      {viewer.signedIn && !viewer.isFarmer && <ReportButton farmerId={farmerId} ratingId={c.id} />}
    </li>
  )
}

/** The farmer's one answer to a comment. */
function AnswerForm({ farmerId, ratingId }: { farmerId: string; ratingId: string }) {
  const { t, tm } = useI18n()
  const [open, setOpen] = useState(false)
  const send = useAnswerComment(farmerId)
  const form = useForm({ resolver: zodResolver(AnswerInputSchema), defaultValues: { answer: '' } })
  const error = form.formState.errors.answer?.message
  if (!open)
    return (
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('Answer')}
      </Button>
    )
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(e) =>
        void form.handleSubmit(({ answer }) => send.mutate({ ratingId, text: answer }))(e)
      }
    >
      <TextAreaField
        label={t('Your answer (only one, shown to everyone)')}
        rows={3}
        maxLength={ANSWER_MAX}
        {...form.register('answer')}
        error={error ? tm(error) : undefined}
      />
      {send.error && (
        <p role="alert" className="text-red-800">
          {tm(send.error)}
        </p>
      )}
      <FormActions
        submitLabel={t('Publish answer')}
        closeLabel={t('Cancel')}
        pending={send.isPending}
        onClose={() => setOpen(false)}
      />
    </form>
  )
}

/** Reports a comment after a second tap; it is hidden until FarmTrek reviews it. */
function ReportButton({ farmerId, ratingId }: { farmerId: string; ratingId: string }) {
  const { t, tm } = useI18n()
  const notify = useNotify()
  const report = useReportComment(farmerId)
  const [confirming, setConfirming] = useState(false)
  if (!confirming)
    return (
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
        {t('Report')}
      </Button>
    )
  return (
    <div role="group" className="flex flex-wrap items-center gap-2">
      <span className="text-sm">{t('Report this comment to FarmTrek?')}</span>
      <Button
        type="button"
        variant="danger"
        disabled={report.isPending}
        onClick={() =>
          report.mutate(ratingId, {
            onSuccess: () =>
              notify(t('Thank you. The comment is hidden until FarmTrek reviews it.'), 'success'),
            onError: (err) => notify(tm(err), 'error'),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {t('Yes, report it')}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
        {t('Keep it')}
      </Button>
    </div>
  )
}
