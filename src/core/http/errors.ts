import { BAD_CREDENTIALS, PROFILE_NOT_FOUND, USER_EXISTS } from '../auth/auth.messages.ts'
import { createTextEngine } from '../i18n/engine.ts'
import en from '../i18n/locales/en.json'
import {
  LISTING_LIMIT,
  LISTING_NOT_FOUND,
  LISTING_TOO_FAST,
  NOT_YOUR_LISTING,
  PHOTO_HEIC,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_NOT_FOUND,
  PHOTO_STORAGE_FULL,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_UNREADABLE,
} from '../listings/listings.messages.ts'
import { WEATHER_NOT_AVAILABLE, WEATHER_UNREACHABLE } from '../weather/weather.messages.ts'
import {
  ONLINE_PAYMENT_OFF,
  PAYMENT_EXPIRED,
  PAYOUT_WRONG_PASSWORD,
} from '../payments/payments.messages.ts'
import { PICK_DISTRICT } from '../places/places.messages.ts'
import type { RefusalParams } from './refusal.ts'

/**
 * An ICU message (#core/i18n/engine.ts): `{name}` placeholders, and a plural chosen by the
 * number it depends on (`{seconds, plural, one {… # second.} other {… # seconds.}}`).
 */
export type ErrorText = string

/**
 * Every error the API can answer with: a stable code, and the English text its params fill. The
 * server sends `{ code, params, message }` (message = this text filled, for logs and curl); the
 * client shows the code's text in the user's language. English texts users already know (the
 * product's own wording) are kept word for word; Hindi and Tamil catalogues are keyed by these
 * English texts.
 */
export const ERROR_TEXTS = {
  // Requests any route can get.
  invalid_input: '{text}',
  not_found: 'No API route {method} {path}.',
  body_too_large: 'The request body is too large.',
  bad_media_type: 'Send the request body as JSON (Content-Type: application/json).',
  empty_body: 'The request body is empty; send a JSON object.',
  bad_json: 'The request body is not valid JSON.',
  bad_value: 'The request contains characters or values that are not allowed.',
  number_too_large: 'A number in the request is too large.',
  cross_site: 'Requests from another site are not allowed.',
  rate_limited:
    '{seconds, plural, one {Too many requests. Please try again in # second.} other {Too many requests. Please try again in # seconds.}}',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  not_ready: 'Not ready: the database is missing its tables. Run npm run db:migrate or restart.',
  internal: 'Something went wrong on our side. Please try again.',
  // Accounts and access.
  'auth.login_required': 'Please log in to continue.',
  'auth.farmers_only': 'Access Denied: Only Farmers can access this section.',
  'auth.buyers_only': 'Access Denied: Only Buyers can access this section.',
  'auth.operators_only': 'Access Denied: Only operators can access this section.',
  'auth.operator_account': 'An operator account cannot take the buyer or farmer role.',
  'auth.suspended': 'This account is suspended. Contact FarmTrek support.',
  'auth.code_required': 'Enter the code from your authenticator app.',
  'auth.bad_code': 'That code is not right. Enter the current code from your authenticator app.',
  'auth.code_expired': 'The sign-in took too long. Log in again with your password.',
  'auth.setup_required':
    'Choose a new password and set up your authenticator app before using the console.',
  'auth.user_exists': USER_EXISTS,
  'auth.bad_credentials': BAD_CREDENTIALS,
  'auth.profile_not_found': PROFILE_NOT_FOUND,
  'auth.password_rejected': 'Password does not meet the requirements.',
  'auth.login_locked':
    '{minutes, plural, one {Too many failed login attempts. Please try again in # minute.} other {Too many failed login attempts. Please try again in # minutes.}}',
  /** Successful logins of one account, or from one address, beyond their hourly cap. */
  'auth.logins_too_many':
    '{minutes, plural, one {Too many logins. Please try again in # minute.} other {Too many logins. Please try again in # minutes.}}',
  // Phone codes, a forgotten password, the profile.
  'account.code_wrong':
    '{left, plural, one {That code is not right. # try left.} other {That code is not right. # tries left.}}',
  'account.code_expired': 'This code has expired or was already used. Ask for a new one.',
  'account.code_used_up': 'Too many wrong tries for this code. Ask for a new one.',
  'account.code_too_soon':
    '{seconds, plural, one {A code was just sent. You can ask for another in # second.} other {A code was just sent. You can ask for another in # seconds.}}',
  'account.codes_per_number':
    '{minutes, plural, one {Too many codes were sent to this number. Please try again in # minute.} other {Too many codes were sent to this number. Please try again in # minutes.}}',
  'account.codes_per_ip':
    '{minutes, plural, one {Too many codes were asked for from your network. Please try again in # minute.} other {Too many codes were asked for from your network. Please try again in # minutes.}}',
  'account.phone_not_yours':
    'This is not the mobile number on your account. Change the number in your profile first.',
  'account.phone_taken': 'This mobile number is already verified on another account.',
  'account.phone_already_verified': 'Your mobile number is already verified.',
  'account.reset_link_invalid':
    'This reset link is not valid, was already used or has expired. Ask for a new one.',
  'account.wrong_password': 'Your current password is not right.',
  'account.code_sign_in_off':
    'This account signs in with its password and authenticator app, not with an SMS code.',
  'account.open_orders':
    '{count, plural, one {You still have # order line to deliver or receive. Finish or cancel it before deleting your account.} other {You still have # order lines to deliver or receive. Finish or cancel them before deleting your account.}}',
  'account.payouts_open':
    'FarmTrek still owes you {amount} for delivered orders. Your account can be deleted once it is paid out.',
  'account.operator_cannot_leave':
    'An operator account is closed by another operator, not from the profile.',
  'live.too_many_streams':
    'Too many live connections are open for your account. Close another tab and try again.',
  // Listings.
  'listing.not_found': LISTING_NOT_FOUND,
  /** The public page of a listing or catalogue item with an unknown id. */
  'listing.unknown': 'Product not found',
  'listing.not_yours': NOT_YOUR_LISTING,
  'listing.limit': LISTING_LIMIT,
  'listing.too_fast': LISTING_TOO_FAST,
  // Listing photos.
  'photo.not_an_image': PHOTO_NOT_AN_IMAGE,
  'photo.heic': PHOTO_HEIC,
  'photo.too_large': PHOTO_TOO_LARGE,
  'photo.too_many': PHOTO_TOO_MANY,
  'photo.unreadable': PHOTO_UNREADABLE,
  'photo.not_found': PHOTO_NOT_FOUND,
  'photo.too_many_pixels': PHOTO_TOO_MANY_PIXELS,
  'photo.storage_full': PHOTO_STORAGE_FULL,
  // Orders.
  'order.catalogue_unknown': 'That product is not in our catalogue.',
  'order.out_of_stock': '{name} is out of stock. Remove it from your cart to place the order.',
  'order.too_large':
    'This order is too large to place online. Please split it into smaller orders.',
  'order.key_reused':
    'This checkout was already sent with a different cart or delivery details. Check your orders on the Transactions page, then place the order again.',
  'order.listing_gone': 'A product in your cart is no longer for sale. Remove it and try again.',
  'order.own_listing': '{name} is your own listing; you cannot buy it. Remove it from your cart.',
  'order.sold_out': '{name} is sold out. Remove it from your cart to place the order.',
  'order.too_little_left':
    '{left, plural, one {Only # kg of {name} is left; your cart asks for {kg} kg. Lower the quantity and try again.} other {Only # kg of {name} are left; your cart asks for {kg} kg. Lower the quantity and try again.}}',
  'order.price_changed':
    '{count, plural, one {The price of {names} changed since you looked. Check the new price and confirm again.} other {The prices of {names} changed since you looked. Check the new prices and confirm again.}}',
  'order.not_found': 'Order not found.',
  'order.not_cancellable':
    'This order is already {status}, so it can no longer be cancelled. Contact the farmer.',
  'order.unpaid_limit':
    '{count, plural, one {You have an online order awaiting payment: {orders}. Pay for it or cancel it before placing another online order, or choose Cash on Delivery.} other {You have # online orders awaiting payment: {orders}. Pay for or cancel one of them before placing another online order, or choose Cash on Delivery.}}',
  'order.unpaid_hold_cap':
    'Until it is paid, an online order can hold at most {max} kg of {name} ({left} kg are left); your cart asks for {kg} kg. Lower the quantity or choose Cash on Delivery.',
  'order.cod_farmer_limit':
    'At most {max} Cash on Delivery items from {farmer} can be Pending at once; you have {pending} and this order adds {adding}. Wait until {farmer} dispatches some, or pay online.',
  // Supply chain.
  'supply_chain.not_found': 'Supply-chain order not found.',
  'supply_chain.not_yours': 'You can only change your own supply-chain orders.',
  'supply_chain.moved_meanwhile':
    'This order was changed at the same time by someone else. Reload to see its current status.',
  'supply_chain.transport_required':
    'Name the transport (for example a vehicle number) to move the order to In Transit.',
  'supply_chain.wrong_step': 'An order that is {from} can only move to {allowed}, not {to}.',
  'supply_chain.finished': 'This order is already {from}; it cannot move to {to}.',
  'supply_chain.not_declinable':
    'This order is already {status}; only a Pending order can be declined.',
  'supply_chain.reason_required': 'Tell the buyer why you decline this order.',
  // Prices and forecasts.
  'prices.none_loaded': 'No market prices are loaded yet.',
  'prices.unknown_crop':
    "No market prices for '{crop}'. Prices are known for {count} crops; pick one from the list.",
  'prices.unknown_crop_suggest':
    "No market prices for '{crop}'. Did you mean {suggestion}? Prices are known for {count} crops; pick one from the list.",
  'prices.unknown_market': "No {crop} prices for the market '{market}'.",
  'prices.too_little_history': 'Not enough price history for {crop} to predict.',
  'prices.history_too_short':
    '{most, plural, one {No forecast for {crop} yet: a forecast needs {needed} days of prices from one market, and the most any market has lately is # day.} other {No forecast for {crop} yet: a forecast needs {needed} days of prices from one market, and the most any market has lately is # days.}}',
  'prices.history_too_old':
    'No forecast for {crop}: the markets with a long price history for it stopped reporting in {year}, and no market has {needed} days of recent prices.',
  // Price alerts.
  'alerts.limit':
    'You have {max} price alerts, the most one account can hold. Delete one to add another.',
  'alerts.not_found': 'Price alert not found.',
  'alerts.not_yours': 'You can only change your own price alerts.',
  'alerts.no_district':
    "Your profile's location names no district we have {crop} prices for. Choose a market, a state or all India.",
  'alerts.no_forecast':
    '{crop} has too little price history to forecast, so a forecast alert for it would never fire. Set a price alert (above or below a price) instead.',
  'alerts.unknown_place':
    "No {crop} prices for '{place}'. Check the spelling, or choose all India.",
  'alerts.bad_link': 'This unsubscribe link is not valid.',
  // Places.
  'places.unknown_district': PICK_DISTRICT,
  // Weather.
  'weather.not_available': WEATHER_NOT_AVAILABLE,
  'weather.unreachable': WEATHER_UNREACHABLE,
  // --- Online payments ---
  'payments.not_configured': ONLINE_PAYMENT_OFF,
  'payments.not_found': 'This order has no online payment.',
  'payments.already_paid': 'This order is already paid.',
  'payments.expired': PAYMENT_EXPIRED,
  'payments.bad_signature':
    'The payment could not be verified. Try again or choose Cash on Delivery.',
  'payments.bad_webhook': 'The webhook signature is missing or wrong.',
  'payments.gateway_unreachable':
    'The payment service is not reachable right now. Please try again in a moment.',
  'payments.wrong_password': PAYOUT_WRONG_PASSWORD,
  'payments.password_locked':
    '{minutes, plural, one {Too many wrong passwords. You can change your payout details again in # minute.} other {Too many wrong passwords. You can change your payout details again in # minutes.}}',
  // --- end of online payments ---
  // The operator console.
  'admin.user_not_found': 'No such account.',
  'admin.already_enrolled': 'Two-factor sign-in is already set up for this account.',
  'admin.operator_untouchable': 'Operator accounts cannot be suspended from the console.',
  'admin.already_suspended': 'This account is already suspended.',
  'admin.not_suspended': 'This account is not suspended.',
  'admin.no_phone': 'This account has no mobile number.',
  'admin.message_not_found': 'No such message.',
  'admin.message_not_failed': 'Only a failed message can be sent again; this one is {status}.',
  // Ratings of farmers.
  'rating.no_farmer': 'This item has no farmer to rate.',
  'rating.not_delivered': 'You can rate the farmer once the delivery is confirmed.',
  'admin.listing_not_found': 'No such listing.',
  'admin.listing_already_hidden': 'This listing is already hidden.',
  'admin.listing_not_hidden': 'This listing is not hidden.',
  'admin.listing_not_reported': 'This listing is not waiting for a review.',
  fresh_code_needed:
    'Enter a fresh code from your authenticator app to confirm this payment action.',
  'rating.edit_closed':
    '{days, plural, one {A rating can be changed for # day after it is given.} other {A rating can be changed for # days after it is given.}}',
  'rating.not_found': 'No such rating.',
  'rating.not_your_comment': 'Only the farmer who was rated can answer this comment.',
  'rating.already_answered': 'This comment already has an answer.',
  'rating.no_comment': 'This rating has no comment.',
  'rating.not_reported': 'This comment is not waiting for a review.',
  'farmer.not_found': 'No such farmer.',
  // Delivery codes and problems with a delivery.
  'delivery.code_required':
    "Enter the buyer's 4-digit delivery code, or mark it delivered without the code.",
  'delivery.code_wrong':
    "{left, plural, one {That is not the buyer's code. # more wrong code locks this order for an hour.} other {That is not the buyer's code. # more wrong codes lock this order for an hour.}}",
  'delivery.code_locked':
    '{minutes, plural, one {Too many wrong codes: this order is locked. Try again in # minute.} other {Too many wrong codes: this order is locked. Try again in # minutes.}}',
  'delivery.line_not_found': 'Order line not found.',
  'delivery.not_your_line': 'You can only act on your own orders.',
  'delivery.not_awaiting': 'This delivery is not waiting for your confirmation.',
  'delivery.not_delivered': 'This order has not been delivered yet.',
  'delivery.report_closed': 'A problem can be reported within 48 hours of delivery.',
  'delivery.already_reported': 'A problem was already reported for this order.',
  'delivery.problem_not_found': 'No such problem report.',
  'delivery.already_answered': 'You have already answered this problem.',
  'delivery.already_resolved': 'This problem is already resolved.',
  'delivery.refund_too_large': 'A refund can be at most {max} paise for this order.',
  'delivery.not_refundable': 'This order was not paid online: settle the refund by hand.',
  'delivery.too_many_photos': 'A problem can have at most 3 photos.',
  'delivery.photos_closed': 'Photos can be added only while the problem is open.',
  // Refunds paid back by hand (Cash-on-Delivery lines).
  'refund.manual_not_found': 'No such refund to pay by hand.',
  'refund.manual_already_paid': 'This refund was already marked paid, with the reference {utr}.',
} as const satisfies Record<string, ErrorText>

export type ErrorCode = keyof typeof ERROR_TEXTS

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_TEXTS, code)

/** The English ICU message of `code`: the catalogues' key for its text. */
export const errorTemplate = (code: ErrorCode): string => ERROR_TEXTS[code]

/** English, for the message the API sends beside the code (logs, curl). */
const english = createTextEngine({ en })

/** The English message of `code` with its params filled in. */
export const errorMessage = (code: ErrorCode, params?: RefusalParams): string =>
  english.text('en', errorTemplate(code), params)

/**
 * Every English text the codes can show, for the translation catalogues' completeness test
 * (`invalid_input` shows a schema's own text, which the catalogues know by that text).
 */
export const ERROR_TEXT_KEYS: readonly string[] = Object.values(ERROR_TEXTS).filter(
  (t: ErrorText) => t !== ERROR_TEXTS.invalid_input,
)
