import { PageTitle } from '#client/components/ui/form.tsx'
import { ContactForm } from '#client/features/contact/components/contact-form.tsx'
import { useSite } from '#client/features/contact/api/get-site.ts'
import { useT } from '#client/i18n/i18n.tsx'

export function Component() {
  const t = useT()
  const { data } = useSite()
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      <div>
        <PageTitle>{t('Contact')}</PageTitle>
        <p className="mt-4 text-stone-700">
          {t('We answer every message, usually within one working day.')}
        </p>
        <dl className="mt-6 space-y-3">
          <div>
            <dt className="text-sm font-medium text-stone-600">{t('Support email')}</dt>
            <dd>
              {data ? (
                <a
                  className="inline-flex min-h-11 items-center text-lg font-semibold text-green-800 underline"
                  href={`mailto:${data.supportEmail}`}
                >
                  {data.supportEmail}
                </a>
              ) : (
                '…'
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-stone-600">{t('Phone')}</dt>
            <dd>
              {data ? (
                <a
                  className="inline-flex min-h-11 items-center text-lg font-semibold text-green-800 underline"
                  href={`tel:${data.supportPhone.replace(/\s/g, '')}`}
                >
                  {data.supportPhone}
                </a>
              ) : (
                '…'
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <h2 className="text-xl font-bold text-green-900">{t('Send us a message')}</h2>
        <ContactForm />
      </div>
    </div>
  )
}
