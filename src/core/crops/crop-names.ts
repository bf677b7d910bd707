/**
 * Crop names as farmers type them, matched to the commodity names Agmarknet reports. A listing
 * named 'tamatar', 'टमाटर' or 'தக்காளி' finds 'Tomato'; 'Baingan' finds 'Brinjal'; 'Chilli' finds
 * 'Green Chilli'. Pure: no I/O, the caller passes the known names.
 */

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
export const COMMODITY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
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
  Ashgourd: ['petha', 'பூசணி', 'neer poosani'],
  Tinda: ['round gourd', 'tinde'],
  'Cluster beans': ['guar phali', 'gawar', 'कोथवरंगाय', 'கொத்தவரங்காய்', 'kothavarangai'],
  'Peas Wet': ['fresh peas'],
  Kinnow: ['kinoo'],
  'Karbuja (Musk Melon)': ['muskmelon', 'kharbuja', 'खरबूजा', 'முலாம்பழம்'],
  Litchi: ['lychee', 'lichi', 'लीची'],
  Jute: ['pat', 'पटसन'],
  'Dry Grapes': ['raisins', 'kishmish', 'किशमिश', 'உலர் திராட்சை'],
}

/** Lower case, letters, marks and digits only: 'Green-Chilli ' and 'green chilli' are one key. */
export function nameKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '')
}

/** Bracketed words that say how a crop is sold, not which crop it is. */
const GENERIC_PARTS = new Set([
  'whole',
  'raw',
  'dry',
  'green',
  'loose',
  'local',
  'veg',
  'leaves',
  'split',
  'rawripe',
])

/** The name and its bracketed or slashed parts: 'Bhindi (Ladies Finger)' → bhindi, ladiesfinger. */
function ownKeys(name: string): { whole: string; parts: string[] } {
  const whole = nameKey(name)
  const parts = name
    .split(/[()/,]/)
    .map(nameKey)
    .filter((p) => p.length >= 3 && p !== whole && !GENERIC_PARTS.has(p))
  return { whole, parts }
}

export type CommodityMatch =
  | {
      ok: true
      /** The known commodity's own spelling. */
      commodity: string
      /** How it matched: its own name, a listed other name, or one word of the text. */
      via: 'name' | 'synonym' | 'word'
    }
  | {
      ok: false
      /** The nearest known commodity (by spelling), or null when none is close. */
      suggestion: string | null
    }

interface Index {
  byKey: Map<string, string>
  bySynonym: Map<string, string>
  byPart: Map<string, string>
  all: Array<[key: string, commodity: string]>
}

const indexCache = new WeakMap<readonly string[], Index>()

function buildIndex(known: readonly string[]): Index {
  const cached = indexCache.get(known)
  if (cached) return cached
  const byKey = new Map<string, string>()
  const byPart = new Map<string, string>()
  const bySynonym = new Map<string, string>()
  const canonicalToKnown = new Map<string, string>()
  for (const k of known) {
    const { whole, parts } = ownKeys(k)
    if (!byKey.has(whole)) byKey.set(whole, k)
    canonicalToKnown.set(nameKey(canonicalCommodity(k)), k)
    for (const p of parts) if (!byPart.has(p)) byPart.set(p, k)
  }
  // The table's order decides between two commodities sharing an other name.
  for (const [commodity, names] of Object.entries(COMMODITY_SYNONYMS)) {
    const k = canonicalToKnown.get(nameKey(commodity))
    if (!k) continue
    for (const n of names) {
      const key = nameKey(n)
      if (!bySynonym.has(key)) bySynonym.set(key, k)
    }
  }
  const all: Index['all'] = [
    ...[...byKey].map(([key, c]): [string, string] => [key, c]),
    ...[...bySynonym].map(([key, c]): [string, string] => [key, c]),
    ...[...byPart].map(([key, c]): [string, string] => [key, c]),
  ]
  const index = { byKey, bySynonym, byPart, all }
  indexCache.set(known, index)
  return index
}

/** English plural endings tried when the name itself is not known ('tomatoes' → 'tomato'). */
const singulars = (key: string) =>
  [key.replace(/ies$/, 'y'), key.replace(/es$/, ''), key.replace(/s$/, '')].filter(
    (k) => k !== key && k.length >= 3,
  )

function lookup(index: Index, key: string): { commodity: string; via: 'name' | 'synonym' } | null {
  for (const k of [key, ...singulars(key)]) {
    const own = index.byKey.get(k)
    if (own) return { commodity: own, via: 'name' }
    const syn = index.bySynonym.get(k)
    if (syn) return { commodity: syn, via: 'synonym' }
    const part = index.byPart.get(k)
    if (part) return { commodity: part, via: 'name' }
  }
  return null
}

/** Edit distance (insert, delete, substitute, swap of neighbours), stopping early above `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const A = [...a]
  const B = [...b]
  let prev2: number[] = []
  let prev = Array.from({ length: B.length + 1 }, (_, j) => j)
  for (let i = 1; i <= A.length; i++) {
    const cur = [i]
    let best = i
    for (let j = 1; j <= B.length; j++) {
      const cost = A[i - 1] === B[j - 1] ? 0 : 1
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- j-1 and j index prev/cur within bounds
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && A[i - 1] === B[j - 2] && A[i - 2] === B[j - 1]) {
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i > 1 and j > 1
        d = Math.min(d, prev2[j - 2]! + 1)
      }
      cur.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = cur
  }
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prev has B.length + 1 entries
  return prev[B.length]!
}

/**
 * The known commodity a crop name means. In order: the name itself (ignoring case, spaces and
 * punctuation, also a bracketed part such as 'Ladies Finger'), an other name from
 * {@link COMMODITY_SYNONYMS} (English, Hindi, Tamil), an English plural, and then each word of a
 * longer name ('Nashik Onion' → 'Onion'; the last word first). When nothing matches, the nearest
 * known name by spelling as a suggestion ('Tomatto' → 'Tomato'), or null when none is close.
 *
 * `known` is the list of commodities that have prices (the server's); by default every commodity
 * of the shipped price data ({@link SHIPPED_COMMODITIES}).
 */
export function matchCommodity(
  name: string,
  known: readonly string[] = DEFAULT_KNOWN,
): CommodityMatch {
  const key = nameKey(name)
  if (!key || known.length === 0) return { ok: false, suggestion: null }
  const index = buildIndex(known)
  const direct = lookup(index, key)
  if (direct) return { ok: true, ...direct }
  // Two-word names as one key first ('green chilli' inside 'Guntur green chilli'), then words.
  const words = name
    .split(/[\s,/-]+/)
    .map(nameKey)
    .filter(Boolean)
  for (let i = words.length - 2; i >= 0; i--) {
    const hit = lookup(index, `${words[i]}${words[i + 1]}`)
    if (hit) return { ok: true, commodity: hit.commodity, via: 'word' }
  }
  for (let i = words.length - 1; i >= 0; i--) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i indexes words
    const w = words[i]!
    if (w.length < 3) continue
    const hit = lookup(index, w)
    if (hit) return { ok: true, commodity: hit.commodity, via: 'word' }
  }
  return { ok: false, suggestion: nearestCommodity(index, key) }
}

/** The known commodity whose name (or other name) is spelled nearest to `key`, if close enough. */
function nearestCommodity(index: Index, key: string): string | null {
  // Up to a third of the letters may differ (at least one, at most three).
  const max = Math.min(3, Math.max(1, Math.floor([...key].length / 3)))
  let best: string | null = null
  let bestD = max + 1
  for (const [k, commodity] of index.all) {
    const d = editDistance(key, k, bestD - 1)
    if (d < bestD) {
      bestD = d
      best = commodity
    }
  }
  return best
}

const DEFAULT_KNOWN: readonly string[] = SHIPPED_COMMODITIES

const SCRIPTS = { hi: /\p{Script=Devanagari}/u, ta: /\p{Script=Tamil}/u } as const

/**
 * The commodity's name in Hindi or Tamil script from the synonym table (its first name in that
 * script), or null when the table has none: for showing Agmarknet's English names in the UI
 * language.
 */
export function localCommodityName(commodity: string, lang: keyof typeof SCRIPTS): string | null {
  const names = COMMODITY_SYNONYMS[canonicalCommodity(commodity)]
  return names?.find((n) => SCRIPTS[lang].test(n)) ?? null
}
