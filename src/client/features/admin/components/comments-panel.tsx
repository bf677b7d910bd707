import { useState } from 'react'
import {
  HideCommentInputSchema,
  REASON_MAX,
  type ReportedComment,
} from '#core/ratings/ratings.contract.ts'
import { Button, Spinner } from '#client/components/ui/form.tsx'
import { ReasonForm } from './reason-form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useModerateComment, useReportedComments } from '../api/reported-comments.ts'

/** Reported comments on ratings, hidden until reviewed: restore each, or hide it with a reason. */
export function CommentsPanel() {
  const { t, tm } = useI18n()
  const comments = useReportedComments()
  if (comments.isPending) return <Spinner label={t('Loading...')} />
  if (comments.isError)
    return (
      <p role="alert" className="text-red-800">
        {tm(comments.error)}
      </p>
    )
  if (comments.data.items.length === 0) return <p>{t('No reported comments.')}</p>
  return (
    <ul className="grid gap-3" aria-label={t('Reported comments')}>
      {comments.data.items.map((c) => (
        <CommentRow key={c.id} comment={c} />
      ))}
    </ul>
  )
}

function CommentRow({ comment: c }: { comment: ReportedComment }) {
  const { t, tm, locale } = useI18n()
  const change = useModerateComment()
  const [asking, setAsking] = useState(false)
  return (
    <li
      data-testid="reported-comment"
      className="grid gap-2 rounded-lg border border-stone-300 bg-white p-3"
    >
      <p className="font-semibold wrap-anywhere">
        {t('{buyer} on {farmer}, {stars} of 5 stars', {
          farmer: c.farmerName,
          buyer: c.buyerName,
          stars: c.stars,
        })}
      </p>
      <p className="wrap-anywhere whitespace-pre-line">{c.comment}</p>
      {c.answer && <p className="text-sm wrap-anywhere text-stone-700">{c.answer}</p>}
      <p className="text-sm text-stone-700">
        {t('Reported {time}', { time: formatDate(c.reportedAt, locale, 'mediumTime') })}
      </p>
      {change.error && (
        <p role="alert" className="text-red-800">
          {tm(change.error)}
        </p>
      )}
      {asking ? (
        <ReasonForm
          schema={HideCommentInputSchema}
          label={t('Reason for hiding it')}
          maxLength={REASON_MAX}
          submitLabel={t('Hide comment')}
          pending={change.isPending}
          onSubmit={(reason) => change.mutateAsync({ id: c.id, hide: true, reason })}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: c.id, hide: false })}
          >
            {t('Restore')}
          </Button>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('Hide')}
          </Button>
        </div>
      )}
    </li>
  )
}
