/**
 * The crop vocabulary: each crop (keyed by the commodity name Agmarknet reports, in
 * canonicalCommodity's spelling) with its other names as farmers and buyers type them, in English,
 * Hindi and Tamil (their scripts and Latin letters), Marathi, Telugu, Kannada and Bengali
 * (regional-crop-names.ts), and the catalogue category it sells under.
 * Every feature that reads a crop name resolves it through this table (crop-match.ts,
 * crop-resolve.ts). Pure data and normalisation: no I/O.
 */

import { LANGUAGES, type Language } from '../i18n/languages.ts'
import { MORE_COMMODITY_SYNONYMS } from './crop-synonyms-more.ts'
import { REGIONAL_CROP_NAMES, type RegionalLanguage } from './regional-crop-names.ts'
import { SHIPPED_COMMODITIES } from './shipped-commodities.ts'

/**
 * One spelling per commodity: data.gov.in writes 'Bengal Gram Dal(Chana Dal)' where its older
 * reports write 'Bengal Gram Dal (Chana Dal)'. We keep the spaced form (a space before each
 * bracket that follows a letter or digit), and single spaces, so the two spellings are one series.
 */
export function canonicalCommodity(name: string): string {
  const spaced = name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/([\p{L}\p{N}])\(/gu, '$1 (')
  return AGMARKNET_RENAMES[nameKey(spaced)] ?? spaced
}

/**
 * Agmarknet 2.0's names for commodities the older reports (and so the shipped history) name
 * otherwise, keyed by {@link nameKey}: the new name's prices join the old name's series.
 */
const AGMARKNET_RENAMES: Readonly<Record<string, string>> = {
  [nameKey('Red gram/Arhar/Tur(whole)')]: 'Arhar (Tur/Red Gram)(Whole)',
}

/**
 * Other names for each Agmarknet commodity (keys in {@link canonicalCommodity} spelling): English
 * variants and plurals, Hindi (Latin letters and Devanagari), Tamil (Tamil script and Latin
 * letters) and a few other common Indian names. A name listed under two commodities goes to the
 * first of them that has prices (e.g. 'chilli': green before dry).
 */
const OWN_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  Tomato: ['tomatoes', 'tamatar', 'tamater', 'टमाटर', 'தக்காளி', 'thakkali', 'takkali'],
  Potato: ['potatoes', 'aloo', 'alu', 'आलू', 'உருளைக்கிழங்கு', 'urulaikizhangu', 'urulai'],
  Onion: ['onions', 'pyaz', 'pyaaz', 'kanda', 'प्याज़', 'प्याज', 'வெங்காயம்', 'vengayam'],
  'Onion Green': ['spring onion', 'green onion', 'hara pyaz'],
  Brinjal: [
    'baingan',
    'baigan',
    'bengan',
    'eggplant',
    'aubergine',
    'बैंगन',
    'கத்தரிக்காய்',
    'kathirikai',
    'katharikai',
  ],
  'Green Chilli': [
    'chilli',
    'chili',
    'chillies',
    'green chillies',
    'green chili',
    'hari mirch',
    'mirchi',
    'mirch',
    'हरी मिर्च',
    'मिर्च',
    'பச்சை மிளகாய்',
    'pachai milagai',
    'milagai',
  ],
  'Dry Chillies': [
    'dry chilli',
    'chilli',
    'chillies',
    'red chilli',
    'red chillies',
    'lal mirch',
    'लाल मिर्च',
    'காய்ந்த மிளகாய்',
    'vara milagai',
  ],
  'Bhindi (Ladies Finger)': [
    'okra',
    'ladies finger',
    'lady finger',
    'bhindi',
    'भिंडी',
    'வெண்டைக்காய்',
    'vendakkai',
    'vendaikai',
  ],
  Cabbage: ['patta gobhi', 'band gobhi', 'पत्ता गोभी', 'முட்டைக்கோஸ்', 'muttaikose'],
  Cauliflower: ['phool gobhi', 'gobhi', 'gobi', 'फूलगोभी', 'காலிஃபிளவர்'],
  Carrot: ['carrots', 'gajar', 'गाजर', 'கேரட்'],
  Raddish: ['radish', 'mooli', 'मूली', 'முள்ளங்கி', 'mullangi'],
  Beetroot: ['beet', 'chukandar', 'चुकंदर', 'பீட்ரூட்'],
  'Sweet Potato': ['shakarkand', 'शकरकंद', 'சர்க்கரைவள்ளிக்கிழங்கு'],
  Spinach: ['palak', 'पालक', 'பசலைக்கீரை', 'pasalai keerai'],
  'Methi (Leaves)': ['methi', 'fenugreek', 'fenugreek leaves', 'मेथी', 'வெந்தயக்கீரை'],
  'Coriander (Leaves)': [
    'coriander',
    'dhania',
    'dhaniya',
    'hara dhania',
    'धनिया',
    'கொத்தமல்லி',
    'kothamalli',
  ],
  Amaranthus: ['amaranth', 'amaranth leaves', 'chaulai', 'चौलाई', 'முளைக்கீரை', 'keerai'],
  'Leafy Vegetable': ['mustard greens', 'sarson ka saag', 'saag'],
  'Bottle gourd': ['lauki', 'ghiya', 'doodhi', 'लौकी', 'சுரைக்காய்', 'suraikai'],
  'Bitter gourd': ['karela', 'करेला', 'பாகற்காய்', 'pavakkai', 'pavakai'],
  'Cucumbar (Kheera)': ['cucumber', 'kheera', 'khira', 'खीरा', 'வெள்ளரிக்காய்', 'vellarikai'],
  Pumpkin: ['kaddu', 'कद्दू', 'பூசணிக்காய்', 'poosanikai'],
  'Green Peas': ['peas', 'matar', 'मटर', 'பச்சை பட்டாணி', 'pattani'],
  Beans: ['french beans', 'sem phali', 'बीन्स', 'பீன்ஸ்'],
  Drumstick: ['moringa', 'sahjan', 'सहजन', 'முருங்கைக்காய்', 'murungakkai'],
  Capsicum: ['shimla mirch', 'bell pepper', 'शिमला मिर्च', 'குடைமிளகாய்'],
  Garlic: ['lahsun', 'lehsun', 'लहसुन', 'பூண்டு', 'poondu'],
  'Ginger (Green)': ['ginger', 'adrak', 'अदरक', 'இஞ்சி', 'inji'],
  'Ginger (Dry)': ['dry ginger', 'saunth', 'sonth', 'சுக்கு'],
  Turmeric: ['haldi', 'हल्दी', 'மஞ்சள்', 'manjal'],
  Coconut: ['nariyal', 'नारियल', 'தேங்காய்', 'thengai', 'thenga'],
  'Tender Coconut': ['elaneer', 'ilaneer', 'daab', 'इलनीर', 'இளநீர்'],
  Copra: ['khopra', 'kopra', 'कोपरा', 'கொப்பரை', 'kopparai'],
  'Arecanut (Betelnut/Supari)': [
    'arecanut',
    'areca',
    'supari',
    'betel nut',
    'सुपारी',
    'பாக்கு',
    'pakku',
  ],
  'Black pepper': ['pepper', 'kali mirch', 'काली मिर्च', 'மிளகு', 'milagu'],
  Cardamoms: ['cardamom', 'elaichi', 'इलायची', 'ஏலக்காய்', 'elakkai'],
  'Cummin Seed (Jeera)': ['cumin', 'jeera', 'jira', 'जीरा', 'சீரகம்', 'seeragam'],
  'Corriander seed': ['coriander seed', 'dhania seed', 'sabut dhania'],
  'Tamarind Fruit': ['tamarind', 'imli', 'इमली', 'புளி', 'puli'],
  Banana: ['bananas', 'kela', 'केला', 'வாழைப்பழம்', 'vazhaipazham', 'valaipalam'],
  'Banana - Green': ['raw banana', 'green banana', 'kacha kela', 'வாழைக்காய்', 'vazhakkai'],
  Mango: ['mangoes', 'aam', 'आम', 'மாம்பழம்', 'mambazham', 'alphonso', 'alphonso mango'],
  'Mango (Raw-Ripe)': ['raw mango', 'kairi', 'mangai', 'மாங்காய்'],
  Grapes: ['grape', 'angoor', 'angur', 'अंगूर', 'திராட்சை', 'thiratchai'],
  Apple: ['apples', 'seb', 'सेब', 'ஆப்பிள்'],
  Orange: ['oranges', 'santra', 'narangi', 'संतरा', 'ஆரஞ்சு'],
  Pomegranate: ['anar', 'अनार', 'மாதுளை', 'mathulai'],
  Papaya: ['papita', 'पपीता', 'பப்பாளி', 'pappali'],
  Guava: ['amrud', 'amrood', 'अमरूद', 'கொய்யா', 'koyya'],
  Lemon: ['lemons', 'nimbu', 'neembu', 'नींबू', 'எலுமிச்சை', 'elumichai'],
  'Water Melon': ['tarbooz', 'tarbuj', 'तरबूज', 'தர்பூசணி', 'tharpoosani'],
  'Mousambi (Sweet Lime)': ['mosambi', 'sweet lime', 'मौसंबी', 'சாத்துக்குடி', 'sathukudi'],
  'Chikoos (Sapota)': ['chikoo', 'chiku', 'sapota', 'चीकू', 'சப்போட்டா'],
  Pineapple: ['ananas', 'अनानास', 'அன்னாசி'],
  'Jack Fruit': ['kathal', 'कटहल', 'பலாப்பழம்', 'pala'],
  Wheat: ['gehun', 'gehu', 'गेहूं', 'गेहूँ', 'கோதுமை', 'godhumai', 'sharbati'],
  Rice: ['chawal', 'चावल', 'அரிசி', 'arisi', 'basmati rice', 'basmati'],
  'Paddy (Common)': ['paddy', 'dhan', 'धान', 'நெல்', 'nel'],
  Maize: ['corn', 'makka', 'makki', 'bhutta', 'मक्का', 'மக்காச்சோளம்', 'makkacholam'],
  'Bajra (Pearl Millet/Cumbu)': [
    'bajra',
    'bajri',
    'pearl millet',
    'बाजरा',
    'கம்பு',
    'kambu',
    'cumbu',
  ],
  'Jowar (Sorghum)': ['jowar', 'jwari', 'sorghum', 'ज्वार', 'சோளம்', 'cholam'],
  'Ragi (Finger Millet)': [
    'ragi',
    'nachni',
    'mandua',
    'finger millet',
    'रागी',
    'கேழ்வரகு',
    'kezhvaragu',
  ],
  'Arhar Dal (Tur Dal)': [
    'toor dal',
    'tur dal',
    'arhar dal',
    'tuvar dal',
    'अरहर दाल',
    'तूर दाल',
    'तुअर दाल',
    'துவரம் பருப்பு',
    'thuvaram paruppu',
  ],
  'Arhar (Tur/Red Gram)(Whole)': [
    'arhar',
    'tur',
    'toor',
    'red gram',
    'pigeon pea',
    'अरहर',
    'तुअर',
    'तुवर',
    'துவரை',
    'thuvarai',
  ],
  'Green Gram (Moong)(Whole)': ['moong', 'mung', 'green gram', 'मूंग', 'பச்சைப்பயறு', 'pachai payaru'],
  'Green Gram Dal (Moong Dal)': [
    'moong',
    'mung',
    'moong dal',
    'mung dal',
    'मूंग दाल',
    'பாசிப்பருப்பு',
    'pasi paruppu',
  ],
  'Masur Dal': [
    'masoor dal',
    'masoor',
    'masur',
    'red lentil',
    'मसूर दाल',
    'மைசூர் பருப்பு',
    'மசூர் பருப்பு',
    'mysore paruppu',
  ],
  'Lentil (Masur)(Whole)': ['lentil', 'lentils', 'sabut masoor'],
  'Black Gram Dal (Urd Dal)': [
    'urad dal',
    'urd dal',
    'उड़द दाल',
    'உளுத்தம் பருப்பு',
    'ulutham paruppu',
  ],
  'Black Gram (Urd Beans)(Whole)': ['urad', 'urd', 'black gram', 'उड़द', 'உளுந்து', 'ulundu'],
  'Bengal Gram Dal (Chana Dal)': [
    'chana dal',
    'chane ki dal',
    'चना दाल',
    'கடலைப் பருப்பு',
    'kadalai paruppu',
  ],
  'Bengal Gram (Gram)(Whole)': [
    'chana',
    'gram',
    'bengal gram',
    'chickpea',
    'चना',
    'கொண்டைக்கடலை',
    'kondakadalai',
  ],
  'Kabuli Chana (Chickpeas-White)': ['kabuli chana', 'chole', 'white chickpeas'],
  'Kulthi (Horse Gram)': ['horse gram', 'kulthi', 'kollu', 'कुलथी', 'கொள்ளு'],
  Groundnut: [
    'peanut',
    'peanuts',
    'moongphali',
    'mungfali',
    'मूंगफली',
    'நிலக்கடலை',
    'nilakadalai',
    'kadalai',
  ],
  Mustard: ['sarson', 'rai', 'सरसों', 'கடுகு', 'kadugu'],
  'Mustard Oil': ['sarson tel', 'sarson ka tel', 'सरसों तेल', 'கடுகு எண்ணெய்'],
  Soyabean: ['soybean', 'soya', 'soy', 'सोयाबीन', 'சோயா'],
  'Sesamum (Sesame,Gingelly,Til)': ['sesame', 'til', 'gingelly', 'तिल', 'எள்', 'ellu'],
  Cotton: ['kapas', 'कपास', 'பருத்தி', 'paruthi'],
  Sugarcane: ['ganna', 'गन्ना', 'கரும்பு', 'karumbu'],
  Sugar: ['chini', 'cheeni', 'चीनी', 'சர்க்கரை', 'sakkarai'],
  'Gur (Jaggery)': ['jaggery', 'gur', 'gud', 'गुड़', 'வெல்லம்', 'vellam'],
  Tapioca: ['cassava', 'kappa', 'மரவள்ளிக்கிழங்கு', 'maravalli'],
  'Elephant Yam (Suran)': ['suran', 'jimikand', 'elephant foot yam', 'சேனைக்கிழங்கு', 'senai'],
  Colacasia: ['arbi', 'arvi', 'taro', 'अरबी', 'சேப்பங்கிழங்கு', 'seppankizhangu'],
  'Ridgeguard (Tori)': ['ridge gourd', 'tori', 'turai', 'तोरई', 'பீர்க்கங்காய்', 'peerkangai'],
  Snakeguard: ['snake gourd', 'chichinda', 'புடலங்காய்', 'pudalangai'],
  Ashgourd: ['petha', 'पेठा', 'வெண்பூசணி', 'neer poosani'],
  Tinda: ['round gourd', 'tinde'],
  'Cluster beans': ['guar phali', 'gawar', 'ग्वार फली', 'கொத்தவரங்காய்', 'kothavarangai'],
  'Peas Wet': ['fresh peas'],
  Kinnow: ['kinoo'],
  'Karbuja (Musk Melon)': ['muskmelon', 'kharbuja', 'खरबूजा', 'முலாம்பழம்'],
  Litchi: ['lychee', 'lichi', 'लीची'],
  Jute: ['pat', 'पटसन'],
  'Dry Grapes': ['raisins', 'kishmish', 'किशमिश', 'உலர் திராட்சை'],
}

/** The table above and crop-synonyms-more.ts's, each commodity's names in that order. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [...new Set([...Object.keys(OWN_SYNONYMS), ...Object.keys(MORE_COMMODITY_SYNONYMS)])].map((c) => [
    c,
    [...(OWN_SYNONYMS[c] ?? []), ...(MORE_COMMODITY_SYNONYMS[c] ?? [])],
  ]),
)

/**
 * Each commodity's other names: the table above, then its Marathi, Telugu, Kannada and Bengali
 * names and their Latin spellings (regional-crop-names.ts), each name once (by nameKey) and never
 * a commodity's own name.
 */
export const COMMODITY_SYNONYMS: Readonly<Record<string, readonly string[]>> = (() => {
  const own = new Set(Object.keys(SYNONYMS).map(nameKey))
  const out: Record<string, string[]> = {}
  const commodities = [...new Set([...Object.keys(SYNONYMS), ...Object.keys(REGIONAL_CROP_NAMES)])]
  for (const commodity of commodities) {
    const r = REGIONAL_CROP_NAMES[commodity]
    const names = [...(SYNONYMS[commodity] ?? []), r?.mr, r?.te, r?.kn, r?.bn, ...(r?.latin ?? [])]
    const seen = new Set<string>()
    out[commodity] = names.filter((n): n is string => {
      if (!n) return false
      const key = nameKey(n)
      if (seen.has(key) || own.has(key)) return false
      seen.add(key)
      return true
    })
  }
  return out
})()

/** Lower case, letters, marks and digits only: 'Green-Chilli ' and 'green chilli' are one key. */
export function nameKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '')
}

/** Every crop of the vocabulary: the shipped price data's commodities and the table's own. */
export const VOCABULARY_CROPS: readonly string[] = [
  ...new Set([...SHIPPED_COMMODITIES, ...Object.keys(COMMODITY_SYNONYMS)]),
]

/**
 * Commodities Agmarknet reports under two names that a listing or a search means as one crop:
 * each other name and the crop it is.
 */
export const SAME_CROP: Readonly<Record<string, string>> = {
  'Ladies Finger': 'Bhindi (Ladies Finger)',
  // Whole pigeon pea: 'red gram' and 'arhar' are one crop to a buyer.
  'Red Gram': 'Arhar (Tur/Red Gram)(Whole)',
  // Fresh green peas in the pod.
  'Peas Wet': 'Green Peas',
  Jaggery: 'Gur (Jaggery)',
  // Karamani is the Tamil name of the cowpea.
  Karamani: 'Cowpea (Lobia/Karamani)',
  'Hippe Seed': 'Mahua Seed (Hippe seed)',
  Marasebu: 'Pear (Marasebu)',
}

/** The catalogue categories a listing can sell under (the catalogue's own list). */
export type CropCategory = 'Grains' | 'Vegetables' | 'Root Vegetables' | 'Pulses' | 'Leafy Greens'

const CATEGORY_CROPS: Readonly<Record<CropCategory, readonly string[]>> = {
  Vegetables: [
    'Tomato',
    'Onion',
    'Onion Green',
    'Brinjal',
    'Bhindi (Ladies Finger)',
    'Cauliflower',
    'Cabbage',
    'Green Chilli',
    'Capsicum',
    'Bottle gourd',
    'Bitter gourd',
    'Cucumbar (Kheera)',
    'Pumpkin',
    'Green Peas',
    'Peas Wet',
    'Beans',
    'Cluster beans',
    'Drumstick',
    'Ridgeguard (Tori)',
    'Snakeguard',
    'Ashgourd',
    'Tinda',
    'Banana - Green',
    'Garlic',
    'Ginger (Green)',
  ],
  'Root Vegetables': [
    'Potato',
    'Carrot',
    'Raddish',
    'Beetroot',
    'Sweet Potato',
    'Tapioca',
    'Elephant Yam (Suran)',
    'Colacasia',
  ],
  'Leafy Greens': [
    'Spinach',
    'Methi (Leaves)',
    'Coriander (Leaves)',
    'Amaranthus',
    'Leafy Vegetable',
  ],
  Grains: [
    'Wheat',
    'Rice',
    'Paddy (Common)',
    'Maize',
    'Bajra (Pearl Millet/Cumbu)',
    'Jowar (Sorghum)',
    'Ragi (Finger Millet)',
  ],
  Pulses: [
    'Arhar Dal (Tur Dal)',
    'Arhar (Tur/Red Gram)(Whole)',
    'Green Gram (Moong)(Whole)',
    'Green Gram Dal (Moong Dal)',
    'Masur Dal',
    'Lentil (Masur)(Whole)',
    'Black Gram Dal (Urd Dal)',
    'Black Gram (Urd Beans)(Whole)',
    'Bengal Gram Dal (Chana Dal)',
    'Bengal Gram (Gram)(Whole)',
    'Kabuli Chana (Chickpeas-White)',
    'Kulthi (Horse Gram)',
  ],
}

/** The category each crop sells under, where it has one (fruit and spices have none). */
export const CROP_CATEGORY: ReadonlyMap<string, CropCategory> = new Map(
  Object.entries(CATEGORY_CROPS).flatMap(([category, crops]) =>
    crops.map((crop): [string, CropCategory] => [crop, category as CropCategory]),
  ),
)

const SCRIPTS = { hi: /\p{Script=Devanagari}/u, ta: /\p{Script=Tamil}/u } as const
const isRegional = (lang: string): lang is RegionalLanguage =>
  ['mr', 'te', 'kn', 'bn'].includes(lang)

/**
 * The commodity's name in a language: Hindi's or Tamil's first name in that script in the synonym
 * table, Marathi's, Telugu's, Kannada's or Bengali's from regional-crop-names.ts; null when there
 * is none: for showing Agmarknet's English names in the UI language.
 */
export function localCommodityName(
  commodity: string,
  lang: Exclude<Language, 'en'>,
): string | null {
  const c = canonicalCommodity(commodity)
  if (isRegional(lang)) return REGIONAL_CROP_NAMES[c]?.[lang] ?? null
  return COMMODITY_SYNONYMS[c]?.find((n) => SCRIPTS[lang].test(n)) ?? null
}

/** The crop's name in each language other than English, those the tables have: 'Onion' → { hi: 'प्याज़', ta: 'வெங்காயம்', mr: 'कांदा', … }. */
export function localCommodityNames(commodity: string): LocalNames {
  const names: LocalNames = {}
  for (const lang of LANGUAGES) {
    if (lang === 'en') continue
    const name = localCommodityName(commodity, lang)
    if (name) names[lang] = name
  }
  return names
}

/** A crop's names by language (English is the crop's own name). */
export type LocalNames = Partial<Record<Exclude<Language, 'en'>, string>>
