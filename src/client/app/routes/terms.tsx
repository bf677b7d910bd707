import { PageTitle } from '#client/components/ui/form.tsx'
import { useT } from '#client/i18n/i18n.tsx'

export function Component() {
  const t = useT()
  return (
    <article className="max-w-3xl space-y-4 text-stone-800">
      <PageTitle>{t('Terms of use')}</PageTitle>
      <p>
        {t(
          'By using FarmTrek you agree to these terms. They are written to be read, not to hide anything.',
        )}
      </p>
      <h2 className="text-xl font-bold text-green-900">{t('1. Accounts')}</h2>
      <p>
        {t(
          'You register with your real name, a working email address and an Indian mobile number. Keep your password to yourself; you are responsible for what is done with your account.',
        )}
      </p>
      <h2 className="text-xl font-bold text-green-900">{t('2. Listings and orders')}</h2>
      <p>
        {t(
          'Farmers list produce they have and can deliver, at the price they set. An order is an agreement between buyer and farmer; FarmTrek records it, reserves the quantity and shows its status. Cash on Delivery is paid to the farmer on delivery; online payments are not yet taken.',
        )}
      </p>
      <h2 className="text-xl font-bold text-green-900">{t('3. Prices and forecasts')}</h2>
      <p>
        {t(
          'Mandi prices come from public Agmarknet reports and may be late or incomplete. Forecasts are estimates with a stated range, not promises; decide with care.',
        )}
      </p>
      <h2 className="text-xl font-bold text-green-900">{t('4. Fair use')}</h2>
      <p>
        {t(
          "Do not misuse the service: no false listings, no attempts to get into other people's accounts, no automated scraping that harms others' use.",
        )}
      </p>
      <h2 className="text-xl font-bold text-green-900">{t('5. Changes')}</h2>
      <p>
        {t('We may change these terms; we will say so on this page with the date of the change.')}
      </p>
    </article>
  )
}
