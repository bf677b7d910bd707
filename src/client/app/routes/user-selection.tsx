import { useNavigate } from 'react-router'
import type { Role } from '#core/auth/roles.ts'
import { PageTitle } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { paths } from '#client/config/paths.ts'
import { useChooseRole } from '#client/features/auth/api/auth-calls.ts'
import { useT } from '#client/i18n/i18n.tsx'

export function Component() {
  const choose = useChooseRole()
  const navigate = useNavigate()
  const notify = useNotify()
  const t = useT()
  const pick = (role: Role) =>
    choose.mutate(role, {
      // The farmer's target is /farmer-dashboard (the original linked to a misspelt /farmer-dasboard).
      onSuccess: () =>
        void navigate(role === 'farmer' ? paths.farmerDashboard : paths.buyerDashboard),
      onError: (err) => notify(err.message, 'error'),
    })
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <PageTitle>{t('Welcome! Choose Your Role')}</PageTitle>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {(['farmer', 'buyer'] as const).map((role) => (
          <button
            key={role}
            type="button"
            disabled={choose.isPending}
            onClick={() => pick(role)}
            className="min-h-24 rounded-xl bg-white p-6 text-xl font-bold text-green-900 shadow-sm ring-1 ring-stone-300 hover:ring-green-700"
          >
            {role === 'farmer' ? t('Farmer') : t('Buyer')}
          </button>
        ))}
      </div>
    </div>
  )
}
