import { useState } from 'react'
import { SuspendInputSchema, type AdminUser } from '#core/admin/admin.contract.ts'
import { Button } from '#client/components/ui/form.tsx'
import { ReasonForm } from './reason-form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useSetSuspension } from '../api/find-users.ts'

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
