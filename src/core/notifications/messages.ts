import { z } from 'zod'
import { groupIndian, MONTH_NAMES } from '../i18n/format.ts'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts'
import { localCommodityName } from '../crops/crop-names.ts'
import { escapeHtml } from '../text/escape-html.ts'
import { PayoutDetailsChangedDataSchema, payoutDetailsChangedMessage } from './payout-messages.ts'
import {
  AccountRestoredDataSchema,
  accountRestoredMessage,
  AccountSuspendedDataSchema,
  accountSuspendedMessage,
} from './suspension-messages.ts'
import {
  PasswordResetDataSchema,
  passwordResetMessage,
  PhoneCodeDataSchema,
  phoneCodeMessage,
} from './account-messages.ts'

/**
 * Phone numbers and the texts of the SMS and email notifications, word for word as users of
 * the original app received them. Phone numbers are stored as +91 followed by 10 digits.
 *
 * Pure: no I/O, no clock. The outbox stores `{ kind, data }`; the worker calls `renderMessage`
 * (or `renderMessagePayload` on a row read back from the database) and hands the parts to the
 * SMS and email providers.
 *
 * Adding a kind of message: add its name to MESSAGE_KINDS, its data schema to
 * MESSAGE_DATA_SCHEMAS and its renderer to RENDERERS. The mapped types make tsc point at
 * whichever of the three is missing.
 */

// ---------------------------------------------------------------------------------------------
// Phone numbers

/** The country code every number is stored and sent with: FarmTrek serves India. */
export const INDIA_PREFIX = '+91'

/**
 * The rule for sending: a number that does not start with +91 gets
 * +91 put in front; anything else is left as it is, apart from surrounding whitespace.
 * Registration and checkout store numbers as +91 and 10 digits already (normalizeIndianMobile in
 * core/auth/phone.ts), so for those it changes nothing; it guards a number that reached the
 * database another way.
 */
export function withIndiaPrefix(phone: string): string {
  const trimmed = phone.trim()
  return trimmed.startsWith(INDIA_PREFIX) ? trimmed : `${INDIA_PREFIX}${trimmed}`
}

// ---------------------------------------------------------------------------------------------
// Rendered parts

export interface SmsContent {
  sms: string
}

export interface EmailContent {
  subject: string
  /** Plain-text body; always present, so every provider can send it. */
  text: string
  /** HTML body, every interpolated value escaped. */
  html?: string
  /** One-click unsubscribe URL (RFC 8058), sent as the List-Unsubscribe header. */
  listUnsubscribe?: string
}

/** What a kind of message renders to: an SMS text, an email, or both. */
export interface RenderedMessage {
  sms?: string
  email?: EmailContent
}

// Names go into one-line texts (SMS, greeting lines); collapse any line breaks a user typed.
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
}

// ---------------------------------------------------------------------------------------------
// Languages: every message in English, Hindi and Tamil, chosen by the user's
// `users.language`. English keeps the spec's exact words.

/** The language to write in for a stored preference; anything unknown is English. */
export function messageLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}

interface Templates {
  registrationSms: (name: string) => string
  loginSms: (name: string) => string
  welcomeSubject: string
  welcomeLines: (name: string, email: string) => string[]
  loginSubject: string
  loginLines: (name: string, email: string) => string[]
  /** `order` is '' or ' FT-2611-482137'; `by` is '' or ' (transport)'. */
  orderStatusSms: (name: string, crop: string, status: string, by: string, order: string) => string
  /** To the farmer: a new order line to deliver. */
  newOrderSms: (order: string, kg: string, crop: string, buyer: string) => string
  newOrderSubject: (order: string) => string
  newOrderLines: (
    order: string,
    kg: string,
    crop: string,
    buyer: string,
    address: string,
  ) => string[]
  /** To the farmer: the buyer cancelled a line. */
  orderCancelledSms: (order: string, kg: string, crop: string, buyer: string) => string
  /** To the buyer: the farmer declined a line, and why. */
  orderDeclinedSms: (
    order: string,
    kg: string,
    crop: string,
    farmer: string,
    reason: string,
  ) => string
  /** To the buyer: an online order was not paid in time and is cancelled (issue 18). */
  paymentExpiredSms: (order: string, minutes: string) => string
  /** The order statuses in this language; a status not listed is written as it is. */
  statuses: Record<string, string>
}

const TEMPLATES: Record<Language, Templates> = {
  en: {
    registrationSms: (name) => `Hi ${name}, registration successful! Welcome to the market.`,
    loginSms: (name) =>
      `Hi ${name}, your FarmTrek account was logged in to from a new device. If this was not you, change your password.`,
    welcomeSubject: 'Welcome to FarmTrek: registration successful',
    welcomeLines: (name, email) => [
      `Hi ${name}, your FarmTrek registration with ${email} was successful.`,
      'Welcome to the market! You can now buy and sell produce and follow live mandi prices.',
    ],
    loginSubject: 'New login to your FarmTrek account',
    loginLines: (name, email) => [
      `Hi ${name}, your FarmTrek account ${email} was logged in to from a new device.`,
      'If this was not you, change your password.',
    ],
    orderStatusSms: (name, crop, status, by, order) =>
      `Hi ${name}, your FarmTrek order${order} of ${crop} is now ${status}${by}.`,
    newOrderSms: (order, kg, crop, buyer) => `New order ${order}: ${kg} kg ${crop} for ${buyer}.`,
    newOrderSubject: (order) => `New order ${order} on FarmTrek`,
    newOrderLines: (order, kg, crop, buyer, address) => [
      `New order ${order}: ${kg} kg ${crop} for ${buyer}.`,
      `Deliver to: ${address}`,
      'Open Supply Chain on FarmTrek to dispatch it or decline it.',
    ],
    orderCancelledSms: (order, kg, crop, buyer) =>
      `Order ${order} cancelled: ${buyer} no longer needs ${kg} kg ${crop}. The quantity is back in your listing.`,
    orderDeclinedSms: (order, kg, crop, farmer, reason) =>
      `Order ${order}: ${farmer} declined ${kg} kg ${crop}: ${reason}`,
    paymentExpiredSms: (order, minutes) =>
      `Order ${order} was not paid within ${minutes} minutes and is cancelled. Nothing was charged; the items are back on sale.`,
    statuses: {},
  },
  hi: {
    registrationSms: (name) => `नमस्ते ${name}, आपका रजिस्ट्रेशन सफल रहा! बाज़ार में आपका स्वागत है।`,
    loginSms: (name) =>
      `नमस्ते ${name}, आपके FarmTrek खाते में एक नए डिवाइस से लॉग इन किया गया। अगर यह आप नहीं थे, तो अपना पासवर्ड बदलें।`,
    welcomeSubject: 'FarmTrek में आपका स्वागत है: रजिस्ट्रेशन सफल',
    welcomeLines: (name, email) => [
      `नमस्ते ${name}, ${email} के साथ आपका FarmTrek रजिस्ट्रेशन सफल रहा।`,
      'बाज़ार में आपका स्वागत है! अब आप उपज खरीद-बेच सकते हैं और ताज़ा मंडी भाव देख सकते हैं।',
    ],
    loginSubject: 'आपके FarmTrek खाते में नया लॉग इन',
    loginLines: (name, email) => [
      `नमस्ते ${name}, आपके FarmTrek खाते ${email} में एक नए डिवाइस से लॉग इन किया गया।`,
      'अगर यह आप नहीं थे, तो अपना पासवर्ड बदलें।',
    ],
    orderStatusSms: (name, crop, status, by, order) =>
      `नमस्ते ${name}, FarmTrek पर ${crop} का आपका ऑर्डर${order} अब ${status}${by} है।`,
    newOrderSms: (order, kg, crop, buyer) =>
      `नया ऑर्डर ${order}: ${buyer} के लिए ${kg} किलो ${crop}।`,
    newOrderSubject: (order) => `FarmTrek पर नया ऑर्डर ${order}`,
    newOrderLines: (order, kg, crop, buyer, address) => [
      `नया ऑर्डर ${order}: ${buyer} के लिए ${kg} किलो ${crop}।`,
      `पहुँचाने का पता: ${address}`,
      'इसे भेजने या मना करने के लिए FarmTrek पर सप्लाई चेन खोलें।',
    ],
    orderCancelledSms: (order, kg, crop, buyer) =>
      `ऑर्डर ${order} रद्द: ${buyer} को अब ${kg} किलो ${crop} नहीं चाहिए। मात्रा आपकी लिस्टिंग में वापस जोड़ दी गई है।`,
    orderDeclinedSms: (order, kg, crop, farmer, reason) =>
      `ऑर्डर ${order}: ${farmer} ने ${kg} किलो ${crop} के लिए मना किया: ${reason}`,
    paymentExpiredSms: (order, minutes) =>
      `ऑर्डर ${order} का भुगतान ${minutes} मिनट में नहीं हुआ, इसलिए यह रद्द कर दिया गया है। कोई पैसा नहीं कटा; सामान फिर से बिक्री पर है।`,
    statuses: {
      Pending: 'लंबित',
      'In Transit': 'रास्ते में',
      Delivered: 'पहुँचा दिया गया',
      Cancelled: 'रद्द',
      Declined: 'अस्वीकृत',
    },
  },
  ta: {
    registrationSms: (name) => `வணக்கம் ${name}, பதிவு வெற்றிகரமாக முடிந்தது! சந்தைக்கு வரவேற்கிறோம்.`,
    loginSms: (name) =>
      `வணக்கம் ${name}, உங்கள் FarmTrek கணக்கில் ஒரு புதிய சாதனத்திலிருந்து உள்நுழைவு நடந்துள்ளது. இது நீங்கள் இல்லையென்றால், உங்கள் கடவுச்சொல்லை மாற்றுங்கள்.`,
    welcomeSubject: 'FarmTrek-க்கு வரவேற்கிறோம்: பதிவு வெற்றி',
    welcomeLines: (name, email) => [
      `வணக்கம் ${name}, ${email} மூலம் உங்கள் FarmTrek பதிவு வெற்றிகரமாக முடிந்தது.`,
      'சந்தைக்கு வரவேற்கிறோம்! இனி நீங்கள் விளைபொருட்களை வாங்கலாம், விற்கலாம், நேரடி சந்தை விலைகளைப் பின்தொடரலாம்.',
    ],
    loginSubject: 'உங்கள் FarmTrek கணக்கில் புதிய உள்நுழைவு',
    loginLines: (name, email) => [
      `வணக்கம் ${name}, உங்கள் FarmTrek கணக்கில் (${email}) ஒரு புதிய சாதனத்திலிருந்து உள்நுழைவு நடந்துள்ளது.`,
      'இது நீங்கள் இல்லையென்றால், உங்கள் கடவுச்சொல்லை மாற்றுங்கள்.',
    ],
    orderStatusSms: (name, crop, status, by, order) =>
      `வணக்கம் ${name}, உங்கள் FarmTrek ${crop} ஆர்டர்${order} இப்போது ${status}${by}.`,
    newOrderSms: (order, kg, crop, buyer) =>
      `புதிய ஆர்டர் ${order}: ${buyer}-க்கு ${kg} கிலோ ${crop}.`,
    newOrderSubject: (order) => `FarmTrek-இல் புதிய ஆர்டர் ${order}`,
    newOrderLines: (order, kg, crop, buyer, address) => [
      `புதிய ஆர்டர் ${order}: ${buyer}-க்கு ${kg} கிலோ ${crop}.`,
      `விநியோக முகவரி: ${address}`,
      'அனுப்ப அல்லது மறுக்க FarmTrek-இல் விநியோகச் சங்கிலியைத் திறக்கவும்.',
    ],
    orderCancelledSms: (order, kg, crop, buyer) =>
      `ஆர்டர் ${order} ரத்து: ${buyer}-க்கு இனி ${kg} கிலோ ${crop} தேவையில்லை. அளவு உங்கள் பட்டியலில் மீண்டும் சேர்க்கப்பட்டது.`,
    orderDeclinedSms: (order, kg, crop, farmer, reason) =>
      `ஆர்டர் ${order}: ${farmer} ${kg} கிலோ ${crop} ஆர்டரை மறுத்தார்: ${reason}`,
    paymentExpiredSms: (order, minutes) =>
      `ஆர்டர் ${order} ${minutes} நிமிடங்களுக்குள் செலுத்தப்படாததால் ரத்து செய்யப்பட்டது. பணம் எதுவும் எடுக்கப்படவில்லை; பொருட்கள் மீண்டும் விற்பனையில் உள்ளன.`,
    statuses: {
      Pending: 'நிலுவையில்',
      'In Transit': 'போக்குவரத்தில்',
      Delivered: 'வழங்கப்பட்டது',
      Cancelled: 'ரத்து செய்யப்பட்டது',
      Declined: 'மறுக்கப்பட்டது',
    },
  },
}

// ---------------------------------------------------------------------------------------------
// Templates

/** The SMS after registration, word for word as the original app sent it in English. */
export function registrationSms(name: string, language: Language = 'en'): SmsContent {
  return { sms: TEMPLATES[language].registrationSms(oneLine(name)) }
}

/** The SMS after a login from a new device: a security notice. */
export function loginSms(name: string, language: Language = 'en'): SmsContent {
  return { sms: TEMPLATES[language].loginSms(oneLine(name)) }
}

export interface PersonData {
  name: string
  email: string
}

/** The welcome email: registration was successful (the original's text, with name and email the right way round). */
export function welcomeEmail({ name, email }: PersonData, language: Language = 'en'): EmailContent {
  const t = TEMPLATES[language]
  const lines = t.welcomeLines(oneLine(name), oneLine(email))
  return {
    subject: t.welcomeSubject,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  }
}

/** The email after a login from a new device: a security notice. */
export function loginEmail({ name, email }: PersonData, language: Language = 'en'): EmailContent {
  const t = TEMPLATES[language]
  const lines = t.loginLines(oneLine(name), oneLine(email))
  return {
    subject: t.loginSubject,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  }
}

export interface OrderStatusData {
  name: string
  crop: string
  /** The new status, e.g. 'Pending', 'In Transit', 'Delivered'. */
  status: string
  /** The transport named when the order went In Transit, if any. */
  transport?: string | undefined
  /** The buyer's order number, so the message names the order as the pages do. */
  orderNumber?: string | undefined
}

/** The SMS when a supply-chain order changes status. */
export function orderStatusSms(
  { name, crop, status, transport, orderNumber }: OrderStatusData,
  language: Language = 'en',
): SmsContent {
  const t = TEMPLATES[language]
  const by = transport !== undefined && oneLine(transport) !== '' ? ` (${oneLine(transport)})` : ''
  const word = oneLine(status)
  const order = orderNumber ? ` ${oneLine(orderNumber)}` : ''
  return {
    sms: t.orderStatusSms(oneLine(name), oneLine(crop), t.statuses[word] ?? word, by, order),
  }
}

/** One order line, as the messages about it name it. */
export interface OrderLineData {
  orderNumber: string
  quantityKg: number
  crop: string
  /** The buyer's name (to the farmer) or the farmer's (to the buyer). */
  party: string
}

/** To the farmer, for a new line to deliver: 'New order {number}: {qty} kg {crop} for {buyer}.' */
export function newOrderMessage(
  d: OrderLineData & { address: string },
  language: Language = 'en',
): RenderedMessage {
  const t = TEMPLATES[language]
  const args = [
    oneLine(d.orderNumber),
    String(d.quantityKg),
    oneLine(d.crop),
    oneLine(d.party),
  ] as const
  const lines = t.newOrderLines(...args, oneLine(d.address))
  return {
    sms: t.newOrderSms(...args),
    email: {
      subject: t.newOrderSubject(args[0]),
      text: lines.join('\n\n'),
      html: paragraphs(lines),
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Price alerts (issue 22)

/** English keeps its three-letter abbreviations in an SMS; Hindi and Tamil spell the month out. */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: MONTH_NAMES['hi-IN'].long,
  ta: MONTH_NAMES['ta-IN'].long,
}

/** '2026-03-12' → '12 Mar' (the year is left out: an alert's price is recent). */
export function shortDate(isoDate: string, language: Language = 'en'): string {
  const [, m, d] = isoDate.split('-').map(Number)
  return `${d ?? ''} ${MONTHS[language][(m ?? 1) - 1] ?? ''}`
}

/** Paise as rupees with Indian digit grouping: 264000 → '₹2,640', or '₹26.40' with `paise`. */
export function rupees(paise: number, opts: { decimals: 'always' | 'when-needed' }): string {
  const whole = Math.floor(paise / 100)
  const rest = paise % 100
  const grouped = groupIndian(String(whole))
  return opts.decimals === 'always' || rest !== 0
    ? `₹${grouped}.${String(rest).padStart(2, '0')}`
    : `₹${grouped}`
}

export interface PriceAlertData {
  /** Agmarknet's commodity name; Hindi and Tamil messages use the synonym table's name. */
  crop: string
  placeKind: 'district' | 'market' | 'state' | 'india'
  /** The market, district or state; '' for all India. */
  place: string
  condition: 'above' | 'below' | 'forecastUp' | 'forecastDown'
  /** The price (for a forecast: the last price the forecast starts from), paise per kg. */
  pricePaise: number
  /** The price's own date, 'YYYY-MM-DD'. */
  date: string
  /** Price conditions: the line. */
  thresholdPaise?: number | undefined
  /** Forecast conditions: the alert's percent, the forecast's change (%), its price and day. */
  percent?: number | undefined
  changePct?: number | undefined
  forecastPaise?: number | undefined
  forecastDate?: string | undefined
  /** The alert page (short link). */
  link: string
  channels: Array<'sms' | 'email'>
  /** The one-click unsubscribe URL (email only). */
  unsubscribeUrl?: string | undefined
}

type AlertPlaceKind = PriceAlertData['placeKind']

const ALERT_WORDS: Record<
  Language,
  {
    /**
     * Where the alert watches, with its preposition or postposition: 'at Lasalgaon', 'Nashik
     * ज़िले में', 'Nashik மாவட்டத்தில்'. The postposition belongs to the phrase because it
     * changes the word before it (Hindi 'ज़िला' takes its oblique form 'ज़िले'; Tamil 'மாவட்டம்'
     * becomes 'மாவட்டத்தில்').
     */
    where: (kind: AlertPlaceKind, place: string) => string
    line: (crop: string, where: string, price: string, date: string, side: string) => string
    above: (t: string) => string
    below: (t: string) => string
    /** `dir` is the up/down word; `to`/`from` are '₹29.60/kg by 19 Mar' style parts. */
    forecast: (
      crop: string,
      dir: string,
      change: string,
      to: string,
      from: string,
      pct: string,
    ) => string
    up: string
    down: string
    by: (price: string, date: string) => string
    on: (price: string, date: string) => string
    forecastSubject: (crop: string) => string
    alerts: (link: string) => string
    subject: (crop: string, where: string) => string
    stop: (url: string) => string
  }
> = {
  en: {
    where: (kind, p) =>
      ({
        market: `at ${p}`,
        district: `in ${p} district`,
        state: `in ${p}`,
        india: 'across India',
      })[kind],
    line: (crop, where, price, date, side) => `${crop} ${where}: ${price}/kg on ${date}, ${side}.`,
    above: (t) => `above your ${t}`,
    below: (t) => `below your ${t}`,
    forecast: (crop, dir, change, to, from, pct) =>
      `${crop}: the forecast says ${dir} ${change} within 7 days (to ${to}, from ${from}), more than your ${pct}.`,
    up: 'up',
    down: 'down',
    by: (price, date) => `${price}/kg by ${date}`,
    on: (price, date) => `${price}/kg on ${date}`,
    forecastSubject: (crop) => `Price forecast alert: ${crop}`,
    alerts: (link) => `Your alerts: ${link}`,
    subject: (crop, where) => `Price alert: ${crop} ${where}`,
    stop: (url) => `Stop these emails: ${url}`,
  },
  hi: {
    where: (kind, p) =>
      ({ market: `${p} में`, district: `${p} ज़िले में`, state: `${p} में`, india: 'पूरे भारत में' })[kind],
    line: (crop, where, price, date, side) =>
      `${where} ${crop}: ${date} को ${price}/किलो, ${side}।`,
    above: (t) => `आपके ${t} से ऊपर`,
    below: (t) => `आपके ${t} से नीचे`,
    forecast: (crop, dir, change, to, from, pct) =>
      `${crop}: अनुमान है कि 7 दिनों में भाव ${change} ${dir} जाएगा (${from} से ${to}), आपके ${pct} से ज़्यादा।`,
    up: 'ऊपर',
    down: 'नीचे',
    by: (price, date) => `${date} तक ${price}/किलो`,
    on: (price, date) => `${date} के ${price}/किलो`,
    forecastSubject: (crop) => `भाव अनुमान अलर्ट: ${crop}`,
    alerts: (link) => `आपके अलर्ट: ${link}`,
    subject: (crop, where) => `भाव अलर्ट: ${where} ${crop}`,
    stop: (url) => `ये ईमेल बंद करें: ${url}`,
  },
  ta: {
    // A place name in Latin letters takes its case ending after a hyphen, as Tamil writes it.
    where: (kind, p) =>
      ({
        market: `${p}-இல்`,
        district: `${p} மாவட்டத்தில்`,
        state: `${p}-இல்`,
        india: 'இந்தியா முழுவதும்',
      })[kind],
    line: (crop, where, price, date, side) =>
      `${where} ${crop}: ${date} அன்று ${price}/கிலோ, ${side}.`,
    above: (t) => `உங்கள் ${t}-ஐ விட அதிகம்`,
    below: (t) => `உங்கள் ${t}-ஐ விடக் குறைவு`,
    forecast: (crop, dir, change, to, from, pct) =>
      `${crop}: 7 நாட்களில் விலை ${change} ${dir} என முன்கணிப்பு (${from} விலையிலிருந்து ${to}), உங்கள் ${pct}-ஐ விட அதிகம்.`,
    up: 'உயரும்',
    down: 'குறையும்',
    // The case endings go on fixed words (தேதி, விலை), not on a month name or '/கிலோ'.
    by: (price, date) => `${date} தேதிக்குள் ${price}/கிலோ`,
    on: (price, date) => `${date} அன்றைய ${price}/கிலோ`,
    forecastSubject: (crop) => `விலை முன்கணிப்பு அலர்ட்: ${crop}`,
    alerts: (link) => `உங்கள் அலர்ட்கள்: ${link}`,
    subject: (crop, where) => `விலை அலர்ட்: ${where} ${crop}`,
    stop: (url) => `இந்த மின்னஞ்சல்களை நிறுத்த: ${url}`,
  },
}

/**
 * A price alert's message: 'Onion at Lasalgaon: ₹26.40/kg on 12 Mar, above your ₹25.' and the
 * link to the alert page, as SMS and/or email (the alert's channels); the email ends with its
 * unsubscribe link.
 */
export function priceAlertMessage(
  data: PriceAlertData,
  language: Language = 'en',
): RenderedMessage {
  const w = ALERT_WORDS[language]
  const crop = (language === 'en' ? null : localCommodityName(data.crop, language)) ?? data.crop
  const where = oneLine(w.where(data.placeKind, oneLine(data.place)))
  const price = rupees(data.pricePaise, { decimals: 'always' })
  let line: string
  if (data.condition === 'forecastUp' || data.condition === 'forecastDown') {
    line = w.forecast(
      crop,
      data.condition === 'forecastUp' ? w.up : w.down,
      `${Math.round(data.changePct ?? 0)}%`,
      w.by(
        rupees(data.forecastPaise ?? 0, { decimals: 'always' }),
        shortDate(data.forecastDate ?? data.date, language),
      ),
      w.on(price, shortDate(data.date, language)),
      `${data.percent ?? 0}%`,
    )
  } else {
    const threshold = rupees(data.thresholdPaise ?? 0, { decimals: 'when-needed' })
    line = w.line(
      crop,
      where,
      price,
      shortDate(data.date, language),
      data.condition === 'above' ? w.above(threshold) : w.below(threshold),
    )
  }
  const forecast = data.condition === 'forecastUp' || data.condition === 'forecastDown'
  const lines = [
    line,
    w.alerts(data.link),
    ...(data.unsubscribeUrl ? [w.stop(data.unsubscribeUrl)] : []),
  ]
  return {
    ...(data.channels.includes('sms') ? { sms: `${line} ${data.link}` } : {}),
    ...(data.channels.includes('email')
      ? {
          email: {
            subject: forecast ? w.forecastSubject(crop) : w.subject(crop, where),
            text: lines.join('\n\n'),
            html: paragraphs(lines),
            ...(data.unsubscribeUrl ? { listUnsubscribe: data.unsubscribeUrl } : {}),
          },
        }
      : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// Kinds of message

export const MESSAGE_KINDS = [
  'registration',
  'login',
  'orderStatus',
  'newOrder',
  'orderCancelled',
  'orderDeclined',
  'paymentExpired',
  'priceAlert',
  'payoutDetailsChanged',
  'phoneCode',
  'passwordReset',
  'accountSuspended',
  'accountRestored',
] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

const nonBlank = z.string().trim().min(1)

/** The data each kind of message needs; the outbox validates stored payloads with these. */
export const MESSAGE_DATA_SCHEMAS = {
  registration: z.object({ name: nonBlank, email: nonBlank }),
  login: z.object({ name: nonBlank, email: nonBlank }),
  orderStatus: z.object({
    name: nonBlank,
    crop: nonBlank,
    status: nonBlank,
    transport: nonBlank.optional(),
    orderNumber: nonBlank.optional(),
  }),
  newOrder: z.object({
    orderNumber: nonBlank,
    quantityKg: z.number().int().positive(),
    crop: nonBlank,
    party: nonBlank,
    address: nonBlank,
  }),
  orderCancelled: z.object({
    orderNumber: nonBlank,
    quantityKg: z.number().int().positive(),
    crop: nonBlank,
    party: nonBlank,
  }),
  orderDeclined: z.object({
    orderNumber: nonBlank,
    quantityKg: z.number().int().positive(),
    crop: nonBlank,
    party: nonBlank,
    reason: nonBlank,
  }),
  paymentExpired: z.object({ orderNumber: nonBlank, minutes: z.number().int().positive() }),
  priceAlert: z.object({
    crop: nonBlank,
    placeKind: z.enum(['district', 'market', 'state', 'india']),
    place: z.string(),
    condition: z.enum(['above', 'below', 'forecastUp', 'forecastDown']),
    pricePaise: z.int().positive(),
    date: z.iso.date(),
    thresholdPaise: z.int().positive().optional(),
    percent: z.int().positive().optional(),
    changePct: z.number().optional(),
    forecastPaise: z.int().positive().optional(),
    forecastDate: z.iso.date().optional(),
    link: nonBlank,
    channels: z.array(z.enum(['sms', 'email'])).min(1),
    unsubscribeUrl: nonBlank.optional(),
  }),
  payoutDetailsChanged: PayoutDetailsChangedDataSchema,
  phoneCode: PhoneCodeDataSchema,
  passwordReset: PasswordResetDataSchema,
  accountSuspended: AccountSuspendedDataSchema,
  accountRestored: AccountRestoredDataSchema,
} as const satisfies Record<MessageKind, z.ZodType>

export type MessageData<K extends MessageKind> = z.infer<(typeof MESSAGE_DATA_SCHEMAS)[K]>

const RENDERERS: {
  [K in MessageKind]: (data: MessageData<K>, language: Language) => RenderedMessage
} = {
  registration: (data, lang) => ({
    sms: registrationSms(data.name, lang).sms,
    email: welcomeEmail(data, lang),
  }),
  login: (data, lang) => ({ sms: loginSms(data.name, lang).sms, email: loginEmail(data, lang) }),
  orderStatus: (data, lang) => ({ sms: orderStatusSms(data, lang).sms }),
  newOrder: (data, lang) => newOrderMessage(data, lang),
  orderCancelled: (d, lang) => ({
    sms: TEMPLATES[lang].orderCancelledSms(
      oneLine(d.orderNumber),
      String(d.quantityKg),
      oneLine(d.crop),
      oneLine(d.party),
    ),
  }),
  orderDeclined: (d, lang) => ({
    sms: TEMPLATES[lang].orderDeclinedSms(
      oneLine(d.orderNumber),
      String(d.quantityKg),
      oneLine(d.crop),
      oneLine(d.party),
      oneLine(d.reason),
    ),
  }),
  paymentExpired: (d, lang) => ({
    sms: TEMPLATES[lang].paymentExpiredSms(oneLine(d.orderNumber), String(d.minutes)),
  }),
  priceAlert: (data, lang) => priceAlertMessage(data, lang),
  payoutDetailsChanged: (data, lang) => payoutDetailsChangedMessage(data, lang),
  phoneCode: (data, lang) => phoneCodeMessage(data, lang),
  passwordReset: (data, lang) => passwordResetMessage(data, lang),
  accountSuspended: (data, lang) => accountSuspendedMessage(data, lang),
  accountRestored: (data, lang) => accountRestoredMessage(data, lang),
}

/** Type guard for a kind read back from storage. */
export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value)
}

/**
 * Renders one kind of message in the user's language. Which parts come back depends on the kind
 * (registration and login: SMS and email; orderStatus: SMS only). Recipients are not part of the
 * message: the caller decides where each part goes (and skips the email when the user has no
 * address, as the original did).
 */
export function renderMessage<K extends MessageKind>(
  kind: K,
  data: MessageData<K>,
  language: Language = 'en',
): RenderedMessage {
  const render = RENDERERS[kind] as (data: MessageData<K>, lang: Language) => RenderedMessage
  return render(data, language)
}

export type RenderPayloadResult =
  { ok: true; kind: MessageKind; message: RenderedMessage } | { ok: false; reason: string }

/**
 * Validates an untrusted `{ kind, data }` pair (e.g. an outbox row) and renders it.
 * Returns why it cannot be rendered instead of throwing.
 */
export function renderMessagePayload(
  kind: unknown,
  data: unknown,
  language: Language = 'en',
): RenderPayloadResult {
  if (!isMessageKind(kind)) {
    return {
      ok: false,
      reason: `unknown message kind: ${typeof kind === 'string' ? JSON.stringify(kind) : String(kind)}`,
    }
  }
  const parsed = MESSAGE_DATA_SCHEMAS[kind].safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`)
    return { ok: false, reason: `invalid data for ${kind}: ${problems.join('; ')}` }
  }
  return {
    ok: true,
    kind,
    message: renderMessage(kind, parsed.data, language),
  }
}
