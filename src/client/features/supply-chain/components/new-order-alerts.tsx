import type { SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useSupplyChainStream } from '#client/features/supply-chain/hooks/use-supply-chain-stream.ts'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'

/** The notice for a new order, as the farmer's SMS says it. */
export function useNewOrderNotice() {
  const notify = useNotify()
  const { t, locale } = useI18n()
  return (o: SupplyChainOrder) =>
    notify(
      t('New order {number}: {kg} kg {crop} for {buyer}.', {
        number: o.orderNumber ?? '',
        kg: formatNumber(o.quantityKg, locale),
        crop: t(o.crop),
        buyer: o.buyerName,
      }),
      'info',
    )
}

/**
 * A farmer's live orders on every page but Supply Chain (which keeps its own stream): a new order
 * shows a notice, and the header's count follows.
 */
export function NewOrderAlerts() {
  const notice = useNewOrderNotice()
  useSupplyChainStream(notice)
  return null
}
