import { useRef } from 'react'
import { Link, Navigate } from 'react-router'
import { PageTitle } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useSession } from '#client/features/auth/api/session.ts'
import { RegisterForm } from '#client/features/auth/components/register-form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

export function Component() {
  const { data, isPending } = useSession()
  const { t } = useI18n()
  // Only a visitor who arrives already logged in is sent on; not one who just registered here.
  // Decided once, when the session first resolves.
  const arrivedLoggedIn = useRef<boolean | null>(null)
  if (arrivedLoggedIn.current === null && !isPending) arrivedLoggedIn.current = !!data?.user

  if (arrivedLoggedIn.current && data?.user) {
    return (
      <Navigate
        to={data.user.activeRole === 'buyer' ? paths.buyerDashboard : paths.farmerDashboard}
        replace
      />
    )
  }

  return (
    <div className="mx-auto max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <PageTitle>{t('Register')}</PageTitle>
      <RegisterForm />
      <p className="mt-6 text-center text-stone-700">
        {t('Already registered?')}{' '}
        <Link
          to={paths.login}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Login')}
        </Link>
      </p>
    </div>
  )
}
