import { useQueryClient } from '@tanstack/react-query'
import { PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { AdminConsole } from '#client/features/admin/components/admin-console.tsx'
import { OperatorSignIn } from '#client/features/admin/components/operator-sign-in.tsx'
import { sessionKey, useSession } from '#client/features/auth/api/session.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * /admin: the operator console. A visitor gets the operator sign-in (password, then the
 * authenticator code); another kind of account is told the page is not for it. The API checks
 * the role on every call; this page only chooses what to show.
 */
export function Component() {
  const { t } = useI18n()
  const qc = useQueryClient()
  const session = useSession()
  const refresh = () => void qc.invalidateQueries({ queryKey: sessionKey })
  if (session.isPending) return <Spinner label={t('Loading...')} />
  const user = session.data?.user ?? null
  if (!user) return <OperatorSignIn onSignedIn={refresh} />
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <PageTitle>{t('Operator console')}</PageTitle>
      {user.roles.includes('operator') ? (
        <AdminConsole onSessionChanged={refresh} />
      ) : (
        <p role="alert">
          {t('This page is for FarmTrek operators. You are signed in with another account.')}
        </p>
      )}
    </div>
  )
}
