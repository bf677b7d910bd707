/**
 * The payments texts, apart from the contract's schemas: the client's translation table imports
 * these, and importing them from here keeps zod and the schemas out of the first page's code.
 */

/** The page's words for a payment's outcome (exact, shown in the buyer's language). */
export const PAYMENT_RECEIVED = 'Payment received'
export const PAYMENT_FAILED = 'Payment failed — try again or choose Cash on Delivery'
export const ONLINE_PAYMENT_OFF =
  'Online payment is not available yet. Please choose Cash on Delivery.'
export const PAYMENT_EXPIRED =
  'This order was not paid in time and has been cancelled. Its items are back in stock.'

/** A Razorpay Route linked account id: `acc_` and 14 letters or digits. */
export const LINKED_ACCOUNT_RULE =
  'A linked account id looks like acc_ followed by 14 letters or digits.'
export const UPI_VPA_RULE = 'A UPI ID looks like name@bank.'
export const BANK_ACCOUNT_RULE = 'A bank account number has 9 to 18 digits.'
export const IFSC_RULE = 'An IFSC has 11 characters, such as SBIN0001234.'
export const ACCOUNT_HOLDER_RULE = 'Enter the account holder’s name as the bank has it.'
export const BANK_NEEDS_IFSC = 'A bank account needs its IFSC and the account holder’s name.'
export const PAYOUT_DETAILS_REQUIRED =
  'Add at least one way to be paid: a linked account, a UPI ID, or a bank account with its IFSC.'
export const PAYOUT_PASSWORD_REQUIRED = 'Enter your password to change where you are paid.'
export const PAYOUT_WRONG_PASSWORD =
  'That password is not right. Your payout details were not changed.'

/** The payout states as the farmer reads them. */
export const PAYOUT_STATE_LABELS = {
  held: 'Paid — held until delivery',
  released: 'Released to you',
  settled: 'Paid out to you',
  cancelled: 'Cancelled — the money goes back to the buyer',
} as const

/** The payment states as the buyer reads them. */
export const PAYMENT_STATE_LABELS = {
  awaiting: 'Awaiting payment',
  failed: 'Payment failed',
  paid: 'Paid',
  expired: 'Cancelled — not paid in time',
  switched: 'Switched to Cash on Delivery',
} as const

/** A refund's stage (refunds.ts refundStage) in the same words on the buyer's and the farmer's pages. */
export const REFUND_STAGE_LABELS = {
  requested: 'Refund requested',
  processed: 'Refunded',
  failed: 'Refund failed — we will contact you',
} as const
