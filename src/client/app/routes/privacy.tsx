import { PageTitle } from '#client/components/ui/form.tsx'

export function Component() {
  return (
    <article className="max-w-3xl space-y-4 text-stone-800">
      <PageTitle>Privacy</PageTitle>
      <p>We keep only what the service needs, and we never sell it.</p>
      <h2 className="text-xl font-bold text-green-900">What we store</h2>
      <ul className="list-disc space-y-2 pl-6">
        <li>Your account: name, email, mobile number, location, your roles, and your password as a one-way hash.</li>
        <li>Your listings, orders and their status history.</li>
        <li>The SMS and email messages we send you, with their delivery status (you can see them on your profile).</li>
        <li>Messages you send us through the contact form.</li>
      </ul>
      <h2 className="text-xl font-bold text-green-900">Who sees it</h2>
      <p>A buyer's name and order reach the farmer who fulfils it; a farmer's name and location are shown with their listings. Nobody else sees your orders.</p>
      <h2 className="text-xl font-bold text-green-900">Cookies and storage</h2>
      <p>One cookie keeps you logged in (HttpOnly, not readable by scripts). Your browser keeps your cart and a few display settings in local storage.</p>
      <h2 className="text-xl font-bold text-green-900">Your choices</h2>
      <p>Ask us through the contact page to correct or delete your account data.</p>
    </article>
  )
}
