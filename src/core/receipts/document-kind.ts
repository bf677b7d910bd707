/**
 * Which GST document a farmer's receipt is. Fresh produce sold by its grower is exempt, so the
 * receipt is a Bill of Supply; only a farmer registered for GST (with a GSTIN) who sells
 * something taxed issues a Tax Invoice. Lines that ended (cancelled, declined) sell nothing.
 */
export const DOCUMENT_KINDS = ['bill_of_supply', 'tax_invoice'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** The title each kind is printed under (an English text: a catalogue key). */
export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  bill_of_supply: 'Bill of Supply',
  tax_invoice: 'Tax Invoice',
}

export function documentKind(receipt: {
  sellerGstin: string | null
  lines: ReadonlyArray<{ exempt: boolean; ended: boolean }>
}): DocumentKind {
  const sellsTaxed = receipt.lines.some((l) => !l.exempt && !l.ended)
  return receipt.sellerGstin !== null && sellsTaxed ? 'tax_invoice' : 'bill_of_supply'
}
