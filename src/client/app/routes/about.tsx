import { Link } from 'react-router'
import { PageTitle } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useT } from '#client/i18n/i18n.tsx'

export function Component() {
  const t = useT()
  return (
    <article className="prose-like max-w-3xl space-y-4 text-stone-800">
      <PageTitle>{t('About FarmTrek')}</PageTitle>
      <p>
        {t(
          "FarmTrek connects India's farmers directly with buyers — households, kirana stores, restaurants and traders. We started from a simple observation: the farmer who grows the onion usually knows less about its price than everyone who resells it.",
        )}
      </p>
      <h2 className="text-xl font-bold text-green-900">{t('What we do')}</h2>
      <ul className="list-disc space-y-2 pl-6">
        <li>{t('Live wholesale prices from Agmarknet mandis, searchable by crop and market.')}</li>
        <li>
          {t('A 7-day price forecast for each crop, with an honest range and its track record.')}
        </li>
        <li>
          {t(
            'Listings that farmers control — price, quantity and edits — and a fair-price hint from the mandi data.',
          )}
        </li>
        <li>
          {t(
            'Supply-chain orders that farmers move from Pending to In Transit to Delivered, visible live to the buyer.',
          )}
        </li>
        <li>
          {t('SMS and email confirmations that are never lost, even when a provider is down.')}
        </li>
      </ul>
      <h2 className="text-xl font-bold text-green-900">{t('Where the prices come from')}</h2>
      <p>
        {t(
          'Market prices are Agmarknet wholesale reports published by the Directorate of Marketing & Inspection, Ministry of Agriculture & Farmers Welfare, through data.gov.in. Prices are reported per quintal; we show them per kg.',
        )}
      </p>
      <p>
        {t('Questions?')}{' '}
        <Link to={paths.contact} className="font-semibold text-green-800 underline">
          {t('Contact us')}
        </Link>
        .
      </p>
    </article>
  )
}
