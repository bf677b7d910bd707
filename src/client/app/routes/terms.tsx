import { PageTitle } from '#client/components/ui/form.tsx'

export function Component() {
  return (
    <article className="max-w-3xl space-y-4 text-stone-800">
      <PageTitle>Terms of use</PageTitle>
      <p>By using FarmTrek you agree to these terms. They are written to be read, not to hide anything.</p>
      <h2 className="text-xl font-bold text-green-900">1. Accounts</h2>
      <p>You register with your real name, a working email address and an Indian mobile number. Keep your password to yourself; you are responsible for what is done with your account.</p>
      <h2 className="text-xl font-bold text-green-900">2. Listings and orders</h2>
      <p>Farmers list produce they have and can deliver, at the price they set. An order is an agreement between buyer and farmer; FarmTrek records it, reserves the quantity and shows its status. Cash on Delivery is paid to the farmer on delivery; online payments are not yet taken.</p>
      <h2 className="text-xl font-bold text-green-900">3. Prices and forecasts</h2>
      <p>Mandi prices come from public Agmarknet reports and may be late or incomplete. Forecasts are estimates with a stated range, not promises; decide with care.</p>
      <h2 className="text-xl font-bold text-green-900">4. Fair use</h2>
      <p>Do not misuse the service: no false listings, no attempts to get into other people's accounts, no automated scraping that harms others' use.</p>
      <h2 className="text-xl font-bold text-green-900">5. Changes</h2>
      <p>We may change these terms; we will say so on this page with the date of the change.</p>
    </article>
  )
}
