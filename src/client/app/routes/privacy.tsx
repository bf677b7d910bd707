import { PageTitle } from '#client/components/ui/form.tsx'
import { useT } from '#client/i18n/i18n.tsx'

export function Component() {
  const t = useT()
  return (
    <article className="max-w-3xl space-y-4 text-stone-800">
      <PageTitle>{t('Privacy')}</PageTitle>
      <p>{t('We keep only what the service needs, and we never sell it.')}</p>
      <h2 className="text-xl font-bold text-green-900">{t('What we store')}</h2>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          {t(
            'Your account: name, email, mobile number, location, your roles, and your password as a one-way hash.',
          )}
        </li>
        <li>{t('Your listings, orders and their status history.')}</li>
        <li>
          {t(
            'The SMS and email messages we send you, with their delivery status (you can see them on your profile).',
          )}
        </li>
        <li>{t('Messages you send us through the contact form.')}</li>
      </ul>
      <h2 className="text-xl font-bold text-green-900">{t('Who sees it')}</h2>
      <p>
        {t(
          "A buyer's name and order reach the farmer who fulfils it; a farmer's name and location are shown with their listings. Nobody else sees your orders.",
        )}
      </p>
      <h2 className="text-xl font-bold text-green-900">{t('Cookies and storage')}</h2>
      <p>
        {t(
          'One cookie keeps you logged in (HttpOnly, not readable by scripts). Your browser keeps your cart and a few display settings in local storage.',
        )}
      </p>
      <h2 className="text-xl font-bold text-green-900">{t('Your choices')}</h2>
      <p>{t('Ask us through the contact page to correct or delete your account data.')}</p>
    </article>
  )
}
