import { useState } from 'react'
import { SuspendInputSchema, type AdminUser } from '#core/admin/admin.contract.ts'
import { Button } from '#client/components/ui/form.tsx'
import { ReasonForm } from './reason-form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useResendVerification, useSetSuspension } from '../api/find-users.ts'

/**
 * 'Resend a verification' for an account whose number is not yet proven: a new code by SMS, under
 * the same limits as the holder's own 'send again' (a refusal says when to try).
 */
function ResendVerification({ user }: { user: AdminUser }) {
  const { t, tm } = useI18n()
  const resend = useResendVerification()
  return (
    <div className="grid gap-1">
      <div>
        <Button
          variant="secondary"
          disabled={resend.isPending}
          onClick={() => resend.mutate(user.id)}
        >
          {t('Resend a verification')}
        </Button>
      </div>
      {resend.data && (
        <p role="status" className="text-sm wrap-anywhere text-green-900">
          {t('A new code is sent to {phone}.', { phone: resend.data.phone })}
        </p>
      )}
      {resend.error && (
        <p role="alert" className="text-sm text-red-800">
          {tm(resend.error)}
        </p>
      )}
    </div>
  )
}

/** One account found: who it is, whether it is suspended, and suspending or restoring it. */
export function UserRow({ user }: { user: AdminUser }) {
  const { t, tm, locale } = useI18n()
  const change = useSetSuspension()
  const [asking, setAsking] = useState(false)
  return (
    <li className="grid gap-2 rounded-lg border border-stone-300 bg-white p-3">
      <p className="font-semibold wrap-anywhere">
        {user.name} · {user.roles.map((r) => t(r)).join(', ')}
      </p>
      <p className="text-sm wrap-anywhere text-stone-700">
        {user.email} · {user.phone ?? '—'} · {formatDate(user.createdAt, locale, 'day')}
      </p>
      <p className="text-sm text-stone-700">
        {user.phone === null
          ? t('No mobile number')
          : user.phoneVerified
            ? t('Mobile number verified')
            : t('Mobile number not verified')}
      </p>
      {user.phone !== null && !user.phoneVerified && !user.roles.includes('operator') && (
        <ResendVerification user={user} />
      )}
      {user.suspendedAt && (
        <p className="text-sm wrap-anywhere text-red-800">
          {t('Suspended: {reason}', { reason: user.suspendedReason ?? '' })}
        </p>
      )}
      {change.error && (
        <p role="alert" className="text-red-800">
          {tm(change.error)}
        </p>
      )}
      {user.roles.includes('operator') ? null : user.suspendedAt ? (
        <div>
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: user.id, suspend: false })}
          >
            {t('Lift suspension')}
          </Button>
        </div>
      ) : asking ? (
        <ReasonForm
          schema={SuspendInputSchema}
          label={t('Reason (the user is told it)')}
          maxLength={500}
          submitLabel={t('Suspend account')}
          pending={change.isPending}
          onSubmit={(reason) => change.mutateAsync({ id: user.id, suspend: true, reason })}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('Suspend')}
          </Button>
        </div>
      )}
    </li>
  )
}
