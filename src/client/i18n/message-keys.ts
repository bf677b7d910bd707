import {
  BAD_CREDENTIALS,
  ENTER_EMAIL_AND_PASSWORD,
  FILL_ALL_FIELDS as FILL_ALL_ACCOUNT_FIELDS,
  INVALID_EMAIL,
  PROFILE_NOT_FOUND,
  USER_EXISTS,
} from '#core/auth/auth.messages.ts'
import { REGISTER_MAX, tooLong } from '#core/auth/auth.contract.ts'
import {
  CODE_SENT,
  CODE_SENT_IF_ACCOUNT,
  ENTER_CODE,
  ENTER_EMAIL_OR_PHONE,
  ENTER_NEW_PASSWORD,
  ENTER_CURRENT_PASSWORD,
  ENTER_PHONE_NUMBER,
  OTHERS_SIGNED_OUT,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  PROFILE_SAVED,
  PASSWORDS_DIFFER,
  PHONE_VERIFIED,
  RESET_SENT,
} from '#core/account/account.contract.ts'
import { ACCOUNT_DELETED, ENTER_PASSWORD_TO_DELETE } from '#core/account/leave.contract.ts'
import { MAX_PASSWORD_LENGTH } from '#core/auth/password-policy.ts'
import { PHONE_RULE } from '#core/auth/phone.ts'
import { GSTIN_RULE } from '#core/receipts/gstin.ts'
import { VILLAGE_NOT_ALLOWED, VILLAGE_TOO_LONG } from '#core/places/places.contract.ts'
import {
  ALERT_CHANNEL_RULE,
  ALERT_PERCENT_RULE,
  ALERT_PLACE_RULE,
  ALERT_PRICE_RULE,
  ENTER_ALERT_CROP,
} from '#core/alerts/alerts.contract.ts'
import { ERROR_TEXT_KEYS } from '#core/http/errors.ts'
import { AVAILABILITIES, CATALOGUE, CATEGORY_FILTERS } from '#core/catalogue/catalogue.ts'
import { CONTACT_MAX, CONTACT_THANKS } from '#core/contact/contact.contract.ts'
import {
  FAILED_TO_FETCH_CROP_PRICES,
  FAILED_TO_FETCH_PREDICTION,
  SELECT_CROP_TO_PREDICT,
} from '#core/market-prices/market-prices.contract.ts'
import { CART_FULL, CART_RESET_NOTICE } from '#core/orders/cart.ts'
import { ORDER_STATUSES } from '#core/orders/order-status.ts'
import {
  ENTER_ADDRESS,
  ENTER_FULL_NAME,
  ENTER_PHONE,
  ORDER_PLACED,
  PAYMENT_LABELS,
  PAYMENT_STATUS_LABELS,
  COD_SETTLED_LABELS,
} from '#core/orders/orders.contract.ts'
import {
  ADD_FAILED,
  ADDED,
  CONFIRM_DELETE,
  FILL_ALL_FIELDS as FILL_ALL_LISTING_FIELDS,
  MUST_BE_LOGGED_IN,
  NAME_TOO_LONG,
  NO_LISTINGS,
  NOT_YOUR_LISTING,
  NOTHING_TO_CHANGE,
  PRICE_NOT_NUMBER,
  PRICE_NOT_POSITIVE,
  PRICE_TOO_HIGH,
  PRICE_TOO_PRECISE,
  LISTING_NOT_FOUND,
  QUANTITY_NOT_POSITIVE,
  QUANTITY_NOT_WHOLE,
  QUANTITY_TOO_HIGH,
  PRICE_FILTER_RULE,
  PRICE_RANGE_REVERSED,
  REMOVE_REFUSED_PHOTOS,
} from '#core/listings/listings.contract.ts'
import {
  WEATHER_NOT_AVAILABLE,
  WEATHER_NOT_FOUND,
  WEATHER_UNREACHABLE,
} from '#core/weather/weather.messages.ts'
import { LISTING_SORT_LABELS } from '#core/listings/listing-browse.ts'
import {
  ACCOUNT_HOLDER_RULE,
  BANK_ACCOUNT_RULE,
  BANK_NEEDS_IFSC,
  IFSC_RULE,
  LINKED_ACCOUNT_RULE,
  PAYMENT_FAILED,
  PAYMENT_RECEIVED,
  PAYMENT_STATE_LABELS,
  PAYOUT_DETAILS_REQUIRED,
  PAYOUT_PASSWORD_REQUIRED,
  PAYOUT_STATE_LABELS,
  REFUND_STAGE_LABELS,
  UPI_VPA_RULE,
} from '#core/payments/payments.messages.ts'
import { OFFLINE_MESSAGE } from '#client/lib/api-client.ts'
import {
  ANSWER_RULE,
  COMMENT_RULE,
  HIDE_REASON_RULE,
  STARS_RULE,
} from '#core/ratings/ratings.contract.ts'
import {
  CODE_RULE,
  NOTE_RULE as PROBLEM_NOTE_RULE,
  SHORT_KG_RULE,
} from '#core/deliveries/deliveries.contract.ts'

import {
  HIDE_LISTING_REASON_RULE,
  REPORT_NOTE_RULE,
} from '#core/admin/listing-moderation.contract.ts'
import { REFUND_AMOUNT_RULE } from '#core/admin/problem-resolution-form.ts'
import { MESSAGE_VIEW_RULE, SUSPEND_REASON_RULE } from '#core/admin/admin.contract.ts'
import {
  AUDIT_ACTION_LABELS,
  AUDIT_FIELD_LABELS,
  AUDIT_ROLE_LABELS,
  AUDIT_TARGET_LABELS,
  AUDIT_VALUE_LABELS,
  CONSOLE_PAYMENT_STATE_LABELS,
  CONSOLE_PAYOUT_STATE_LABELS,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
} from '#core/admin/console-labels.ts'
import { CHOOSE_PAYOUTS, ENTER_UTR } from '#core/payments/payouts-admin.contract.ts'

/**
 * Catalogue keys that reach `t()`/`tm()` as values rather than as literals, so the key test
 * (scripts/i18n-keys.test.ts) knows them: every API error's text, the catalogue's data and core's
 * messages (schema and rule texts the client shows as they are). Only the test imports this file.
 */
export const MESSAGE_KEYS: readonly string[] = [
  // Every API error's text (core/http/errors.ts): the client translates errors by their code.
  ...ERROR_TEXT_KEYS,
  // The operator console's codes in words (core/admin/console-labels.ts).
  ...[
    CONSOLE_PAYMENT_STATE_LABELS,
    CONSOLE_PAYOUT_STATE_LABELS,
    MESSAGE_KIND_LABELS,
    MESSAGE_CHANNEL_LABELS,
    MESSAGE_STATUS_LABELS,
    AUDIT_ACTION_LABELS,
    AUDIT_TARGET_LABELS,
    AUDIT_ROLE_LABELS,
    AUDIT_FIELD_LABELS,
    AUDIT_VALUE_LABELS,
  ].flatMap((labels) => Object.values(labels)),
  // The operator console's form rules.
  SUSPEND_REASON_RULE,
  MESSAGE_VIEW_RULE,
  'Type at least 2 characters to search.',
  HIDE_LISTING_REASON_RULE,
  REPORT_NOTE_RULE,
  REFUND_AMOUNT_RULE,
  CHOOSE_PAYOUTS,
  ENTER_UTR,
  // Ratings of farmers.
  STARS_RULE,
  COMMENT_RULE,
  ANSWER_RULE,
  HIDE_REASON_RULE,
  // Delivery codes and problems with a delivery.
  CODE_RULE,
  SHORT_KG_RULE,
  PROBLEM_NOTE_RULE,
  // The catalogue (src/core/catalogue): names, descriptions, categories, availability.
  ...CATALOGUE.flatMap((item) => [item.name, item.description]),
  ...CATEGORY_FILTERS,
  ...AVAILABILITIES,
  // Orders and payments.
  ...ORDER_STATUSES,
  // The supply-chain filters (supply-chain.tsx FILTER_LABELS).
  'Open',
  'Cancelled or declined',
  ...Object.values(PAYMENT_LABELS),
  ...Object.values(PAYMENT_STATUS_LABELS),
  ...Object.values(COD_SETTLED_LABELS),
  ENTER_FULL_NAME,
  ENTER_ADDRESS,
  ENTER_PHONE,
  ORDER_PLACED,
  'Please enter your full delivery address (house, street, town and PIN code).',
  CART_FULL,
  CART_RESET_NOTICE,
  // Accounts.
  FILL_ALL_ACCOUNT_FIELDS,
  ENTER_EMAIL_AND_PASSWORD,
  USER_EXISTS,
  PROFILE_NOT_FOUND,
  BAD_CREDENTIALS,
  INVALID_EMAIL,
  PHONE_RULE,
  GSTIN_RULE,
  VILLAGE_TOO_LONG,
  VILLAGE_NOT_ALLOWED,
  'Password must be at least {min} characters long.',
  'Password is one of the most common passwords; choose a less common one.',
  tooLong('Name', REGISTER_MAX.name),
  tooLong('Email', REGISTER_MAX.email),
  tooLong('Location', REGISTER_MAX.location),
  tooLong('Phone', REGISTER_MAX.phone),
  `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  'Registration successful! Redirecting...',
  'Login successful! Sending confirmation...',
  'You have logged out!',
  // Listings.
  FILL_ALL_LISTING_FIELDS,
  MUST_BE_LOGGED_IN,
  ADD_FAILED,
  ADDED,
  NO_LISTINGS,
  CONFIRM_DELETE,
  NOT_YOUR_LISTING,
  LISTING_NOT_FOUND,
  NOTHING_TO_CHANGE,
  NAME_TOO_LONG,
  PRICE_NOT_NUMBER,
  PRICE_NOT_POSITIVE,
  PRICE_TOO_PRECISE,
  PRICE_TOO_HIGH,
  QUANTITY_NOT_WHOLE,
  QUANTITY_NOT_POSITIVE,
  QUANTITY_TOO_HIGH,
  'Your cart is empty. Add a product before checking out.',
  // The supply-chain step form's rule (core/supply-chain/supply-chain.contract.ts).
  'Please enter the transport, for example a vehicle number.',
  // Listing photos and browse: sort labels and the browse query's refusals.
  ...Object.values(LISTING_SORT_LABELS),
  PRICE_RANGE_REVERSED,
  PRICE_FILTER_RULE,
  // The photo chooser's word when the form is sent with a file that cannot be.
  REMOVE_REFUSED_PHOTOS,
  // Market prices: the commodities of the shipped Agmarknet data that are not catalogue items,
  // and the server's messages.
  'Green Gram Dal (Moong Dal)',
  'Masur Dal',
  'Mustard Oil',
  'Sugar',
  SELECT_CROP_TO_PREDICT,
  FAILED_TO_FETCH_CROP_PRICES,
  FAILED_TO_FETCH_PREDICTION,
  // Weather and contact.
  WEATHER_NOT_AVAILABLE,
  WEATHER_NOT_FOUND,
  WEATHER_UNREACHABLE,
  CONTACT_THANKS,
  'Please enter your name.',
  'Please enter your email.',
  'Please enter a message.',
  `Name: at most ${CONTACT_MAX.name} characters.`,
  `Email: at most ${CONTACT_MAX.email} characters.`,
  `Message: at most ${CONTACT_MAX.message} characters.`,
  // Page titles (app/layout.tsx PAGE_TITLES) not shown as literals elsewhere.
  'Farmer dashboard',
  'Product',
  // --- Online payments ---
  PAYMENT_RECEIVED,
  PAYMENT_FAILED,
  ...Object.values(PAYMENT_STATE_LABELS),
  ...Object.values(PAYOUT_STATE_LABELS),
  ...Object.values(REFUND_STAGE_LABELS),
  LINKED_ACCOUNT_RULE,
  UPI_VPA_RULE,
  BANK_ACCOUNT_RULE,
  IFSC_RULE,
  ACCOUNT_HOLDER_RULE,
  BANK_NEEDS_IFSC,
  PAYOUT_DETAILS_REQUIRED,
  PAYOUT_PASSWORD_REQUIRED,
  // --- end of online payments ---
  // Price alerts: the contract's messages.
  ENTER_ALERT_CROP,
  ALERT_PRICE_RULE,
  ALERT_CHANNEL_RULE,
  ALERT_PERCENT_RULE,
  ALERT_PLACE_RULE,
  'Crop: at most 100 characters.',
  'Keep the note to 500 characters.',
  'Place: at most 100 characters.',
  'Nothing to change.',
  // Phone codes and a forgotten password: the contract's messages and the server's answers.
  ENTER_PHONE_NUMBER,
  ENTER_CODE,
  ENTER_EMAIL_OR_PHONE,
  ENTER_NEW_PASSWORD,
  PASSWORDS_DIFFER,
  CODE_SENT,
  CODE_SENT_IF_ACCOUNT,
  PHONE_VERIFIED,
  RESET_SENT,
  ACCOUNT_DELETED,
  ENTER_PASSWORD_TO_DELETE,
  PASSWORD_RESET_DONE,
  ENTER_CURRENT_PASSWORD,
  PROFILE_SAVED,
  PASSWORD_CHANGED,
  OTHERS_SIGNED_OUT,
  // The client's own transport errors.
  OFFLINE_MESSAGE,
  'The server answered {status}. Please try again.',
]
