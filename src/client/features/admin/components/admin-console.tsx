import { useSearchParams } from 'react-router'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useToday } from '../api/get-today.ts'
import { AuditPanel } from './audit-panel.tsx'
import { CommentsPanel } from './comments-panel.tsx'
import { FreshCodeProvider } from './fresh-code-dialog.tsx'
import { ListingsPanel } from './listings-panel.tsx'
import { ProblemsPanel } from './problems-panel.tsx'
import { FindPanel } from './find-panel.tsx'
import { MessagesPanel } from './messages-panel.tsx'
import { OperatorSetup } from './operator-setup.tsx'
import { PayoutsPanel } from './payouts-panel.tsx'
import { TodayPanel } from './today-panel.tsx'

const TABS = [
  { id: 'today', Panel: TodayPanel },
  { id: 'find', Panel: FindPanel },
  { id: 'payouts', Panel: PayoutsPanel },
  { id: 'problems', Panel: ProblemsPanel },
  { id: 'listings', Panel: ListingsPanel },
  { id: 'messages', Panel: MessagesPanel },
  { id: 'comments', Panel: CommentsPanel },
  { id: 'audit', Panel: AuditPanel },
] as const
type TabId = (typeof TABS)[number]['id']

/** A tab's name, in the reader's language. */
const tabLabel = (t: ReturnType<typeof useI18n>['t'], id: TabId) =>
  ({
    today: t('Today'),
    find: t('Find'),
    payouts: t('Payouts'),
    problems: t('Problems'),
    listings: t('Listings'),
    messages: t('Messages'),
    comments: t('Reported comments'),
    audit: t('Audit trail'),
  })[id]

/**
 * The console of a signed-in operator: Today, Find, Messages and the audit trail, one at a time
 * (the tab is in the URL, ?tab=). An operator still on a one-time password sets up first.
 */
export function AdminConsole({ onSessionChanged }: { onSessionChanged: () => void }) {
  const { t } = useI18n()
  const [params, setParams] = useSearchParams()
  const today = useToday()
  if (today.error instanceof ApiRequestError && today.error.code === 'auth.setup_required')
    return (
      <OperatorSetup
        onDone={() => {
          onSessionChanged()
          void today.refetch()
        }}
      />
    )
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0]
  const Panel = current.Panel
  return (
    <div className="grid gap-6">
      <nav aria-label={t('Operator console')}>
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab.id}>
              <button
                type="button"
                aria-current={tab.id === current.id ? 'page' : undefined}
                className={`min-h-11 rounded-md px-4 py-2 font-semibold ${
                  tab.id === current.id
                    ? 'bg-green-700 text-white'
                    : 'border border-stone-400 bg-white text-stone-900 hover:bg-stone-100'
                }`}
                onClick={() => setParams({ tab: tab.id })}
              >
                {tabLabel(t, tab.id)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <FreshCodeProvider>
        <Panel />
      </FreshCodeProvider>
    </div>
  )
}
