import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { AnswerProblemInputSchema } from '#core/deliveries/deliveries.contract.ts'
import { PROBLEM_ANSWER_MAX } from '#core/deliveries/delivery-rules.ts'
import { Button, FormActions, TextAreaField } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { useAnswerProblem, useFarmerDelivery } from '../api/farmer-deliveries.ts'
import { ProblemSummary } from './problem-summary.tsx'

/**
 * Under a delivered order on the farmer's supply-chain page: whether the buyer has confirmed it
 * (or until when it waits for them), any problem they reported, and an 'Answer' form, once.
 */
export function FarmerDelivery({ supplyChainOrderId }: { supplyChainOrderId: string }) {
  const delivery = useFarmerDelivery(supplyChainOrderId)
  const { t, locale } = useI18n()
  const [answering, setAnswering] = useState(false)
  if (!delivery || delivery.stage === 'not_delivered') return null
  return (
    <div className="mt-1 space-y-1 text-sm">
      {delivery.stage === 'confirmed' ? (
        <p className="text-green-900">{t('Delivery confirmed')}</p>
      ) : (
        <p className="text-stone-800">
          {t("Delivered — awaiting the buyer's confirmation")}
          {delivery.confirmsAt && (
            <span className="block text-stone-700">
              {t('It counts as received on {date}.', {
                date: formatDate(delivery.confirmsAt, locale, 'mediumTime'),
              })}
            </span>
          )}
        </p>
      )}
      {delivery.problem && (
        <ProblemSummary
          problem={delivery.problem}
          cashOnDelivery={delivery.cashOnDelivery}
          reader="farmer"
        />
      )}
      {delivery.problem && delivery.canAnswer && !answering && (
        <Button type="button" variant="secondary" onClick={() => setAnswering(true)}>
          {t('Answer')}
        </Button>
      )}
      {delivery.problem && answering && (
        <AnswerForm problemId={delivery.problem.id} onDone={() => setAnswering(false)} />
      )}
    </div>
  )
}

function AnswerForm({ problemId, onDone }: { problemId: string; onDone: () => void }) {
  const { t } = useI18n()
  const send = useAnswerProblem()
  const notify = useNotify()
  const form = useForm({
    resolver: zodResolver(AnswerProblemInputSchema),
    defaultValues: { answer: '' },
  })
  const { errorOf, onServerError } = useFormMessages(form, ['answer'])
  const onSubmit = form.handleSubmit(({ answer }) =>
    send.mutate(
      { problemId, text: answer },
      {
        onSuccess: () => {
          notify(t('Your answer is sent to the buyer and to FarmTrek.'), 'success')
          onDone()
        },
        onError: onServerError((message) => form.setError('answer', { message })),
      },
    ),
  )
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-2"
      aria-label={t('Answer the problem')}
    >
      <TextAreaField
        label={t('Your answer (you can answer once)')}
        maxLength={PROBLEM_ANSWER_MAX}
        rows={3}
        autoFocus
        {...form.register('answer')}
        error={errorOf('answer')}
      />
      <FormActions
        submitLabel={t('Send answer')}
        closeLabel={t('Close')}
        pending={send.isPending}
        onClose={onDone}
      />
    </form>
  )
}
