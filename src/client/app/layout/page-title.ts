import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { paths } from '#client/config/paths.ts'
import { useT } from '#client/i18n/i18n.tsx'

/** Each page's own document title, in the UI language. */
const PAGE_TITLES: Record<string, string> = {
  [paths.about]: 'About',
  [paths.contact]: 'Contact',
  [paths.terms]: 'Terms',
  [paths.privacy]: 'Privacy',
  [paths.marketplace]: 'Marketplace',
  [paths.login]: 'Login',
  [paths.register]: 'Register',
  [paths.forgotPassword]: 'Forgot password?',
  [paths.verifyPhone]: 'Verify your mobile number',
  [paths.profile]: 'Your profile',
  [paths.userSelection]: 'Welcome! Choose Your Role',
  [paths.farmerDashboard]: 'Farmer dashboard',
  [paths.farmerProfile]: 'Farmer profile',
  [paths.addListing]: 'Add Product',
  [paths.supplyChain]: 'Supply Chain',
  [paths.realTimePrices]: 'Real-Time Prices',
  [paths.buyerDashboard]: 'Buyer dashboard',
  [paths.shop]: 'Available Products',
  [paths.cart]: 'Your Cart',
  [paths.checkout]: 'Checkout',
  [paths.buyerProfile]: 'Buyer profile',
  [paths.orderHistory]: 'Transactions',
}

/** The document title of a path: 'Login · FarmTrek'; the home page keeps the app's own. */
export function pageTitle(pathname: string, t: (text: string) => string): string {
  const key = pathname.startsWith('/product/') ? 'Product' : PAGE_TITLES[pathname]
  return key ? `${t(key)} · FarmTrek` : t('FarmTrek — Connecting Farmers & Buyers')
}

export function useDocumentTitle() {
  const { pathname } = useLocation()
  const t = useT()
  useEffect(() => {
    document.title = pageTitle(pathname, t)
  }, [pathname, t])
}
