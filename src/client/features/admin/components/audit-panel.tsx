import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { auditChanges } from '#core/admin/console-labels.ts'
import { useAudit, type AuditFilter } from '../api/get-audit.ts'
import {
  auditActionWords,
  auditChangeLine,
  auditRoleWords,
  auditTargetWords,
} from './console-words.ts'

const FILTER_KEYS = ['target', 'action', 'from', 'to'] as const

/** Local date-time input value → ISO time; empty stays empty. */
const toIso = (v: string | null) => (v ? new Date(v).toISOString() : undefined)

/** The audit trail, newest first, filtered by target, action and time (kept in the URL). */
export function AuditPanel() {
  const { t, tm, locale } = useI18n()
  const [params, setParams] = useSearchParams()
  const filter: AuditFilter = {
    target: params.get('target') ?? undefined,
    action: params.get('action') ?? undefined,
    from: toIso(params.get('from')),
    to: toIso(params.get('to')),
  }
  const audit = useAudit(filter)
  const form = useForm({
    defaultValues: Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<
      (typeof FILTER_KEYS)[number],
      string
    >,
  })
  const onSubmit = form.handleSubmit((values) => {
    const next = new URLSearchParams(params)
    for (const key of FILTER_KEYS) {
      const value = values[key].trim()
      if (value) next.set(key, value)
      else next.delete(key)
    }
    setParams(next)
  })
  return (
    <div className="grid gap-4">
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <Field label={t('Target (id or type:id)')} {...form.register('target')} />
        <Field label={t('Action (for example user.suspend)')} {...form.register('action')} />
        <Field label={t('From')} type="datetime-local" {...form.register('from')} />
        <Field label={t('To')} type="datetime-local" {...form.register('to')} />
        <div>
          <Button type="submit">{t('Filter')}</Button>
        </div>
      </form>
      {audit.isPending ? (
        <Spinner label={t('Loading...')} />
      ) : audit.isError ? (
        <p role="alert" className="text-red-800">
          {tm(audit.error)}
        </p>
      ) : audit.data.items.length === 0 ? (
        <p>{t('No audit events match.')}</p>
      ) : (
        <ul className="grid gap-2">
          {audit.data.items.map((e) => {
            const changes = auditChanges(e.before, e.after)
            return (
              <li
                key={e.id}
                data-testid="audit-event"
                data-action={e.action}
                className="rounded-lg border border-stone-300 bg-white p-3 text-sm"
              >
                <p className="font-semibold wrap-anywhere">
                  {auditActionWords(t, e.action)} · {auditTargetWords(t, e.targetType)}{' '}
                  <span className="font-mono font-normal break-all">{e.targetId}</span>
                </p>
                <p className="text-stone-700">
                  {formatDate(e.createdAt, locale, 'mediumTime')} ·{' '}
                  {t('By {who}', {
                    who: e.actorName
                      ? `${e.actorName} (${auditRoleWords(t, e.actorRole)})`
                      : auditRoleWords(t, e.actorRole),
                  })}
                  {e.ip ? ` · ${e.ip}` : ''}
                </p>
                {changes.length > 0 && (
                  <ul aria-label={t('Changes')} className="mt-1 grid gap-0.5 text-stone-800">
                    {changes.map((c) => (
                      <li key={c.field} className="wrap-anywhere">
                        {auditChangeLine(t, locale, c)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
