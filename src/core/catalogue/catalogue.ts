/**
 * The fixed in-app catalogue carried over from the original app: 28 items, ids
 * 0–27, the same in the list and the detail view. Prices are per kg, in integer paise, with the
 * display text beside them. The server prices catalogue lines from this same table.
 */
import { paiseToRupees, rupeesToPaise } from '../money/money.ts'

export const CATALOGUE_CATEGORIES = [
  'Grains',
  'Vegetables',
  'Root Vegetables',
  'Pulses',
  'Leafy Greens',
] as const
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number]

/** The category filter of /products: All, then the five categories. */
export const CATEGORY_FILTERS = ['All', ...CATALOGUE_CATEGORIES] as const
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number]

export const AVAILABILITIES = ['In Stock', 'Limited Stock', 'Out of Stock'] as const
export type Availability = (typeof AVAILABILITIES)[number]

/** The range catalogue prices per kg stay inside: ₹20 to ₹240. */
export const MIN_PRICE_PAISE = 20_00
export const MAX_PRICE_PAISE = 240_00

export interface CatalogueItem {
  id: number
  name: string
  /** The crop vocabulary's crop this item is (core/crops), e.g. Okra → 'Bhindi (Ladies Finger)'. */
  crop: string
  slug: string
  category: CatalogueCategory
  /** Price per kg in paise. */
  pricePaise: number
  /** Display text of the price, e.g. '₹30/kg'. */
  price: string
  /** Served from public/catalogue/. */
  image: string
  description: string
  farmer: string
  /** +91 followed by 10 digits. */
  contact: string
  availability: Availability
}

type Row = [
  name: string,
  slug: string,
  category: CatalogueCategory,
  rupeesPerKg: number,
  description: string,
  farmer: string,
  contact: string,
  availability: Availability,
]

// prettier-ignore
const ROWS: Row[] = [
  ['Tomato', 'tomato', 'Vegetables', 30, 'Firm, ripe desi tomatoes from Kolar, picked the day before dispatch. Good for curries, chutneys and salads.', 'Ramesh Gowda', '+919845012345', 'In Stock'],
  ['Onion', 'onion', 'Vegetables', 35, 'Red Nashik onions with a dry outer skin that keep well for weeks in a cool, airy place.', 'Sunita Pawar', '+919822034567', 'In Stock'],
  ['Brinjal', 'brinjal', 'Vegetables', 40, 'Glossy purple brinjal (baingan), tender with few seeds; ideal for bharta and sambar.', 'Karthik Subramanian', '+919443056789', 'In Stock'],
  ['Okra', 'okra', 'Vegetables', 50, 'Young, tender bhindi that snaps cleanly; harvested small so it stays crisp when fried.', 'Meena Patel', '+919825078901', 'Limited Stock'],
  ['Cauliflower', 'cauliflower', 'Vegetables', 45, 'Tight white gobi heads from the winter harvest, trimmed of outer leaves.', 'Harpreet Singh', '+919815090123', 'In Stock'],
  ['Cabbage', 'cabbage', 'Vegetables', 25, 'Heavy, compact green cabbage from the Nilgiris hills, sweet and crunchy.', 'Lakshmi Narayanan', '+919486012340', 'In Stock'],
  ['Green Chilli', 'green-chilli', 'Vegetables', 80, 'Hot Guntur green chillies, fresh and glossy; a little goes a long way.', 'Venkata Rao', '+919848023451', 'Limited Stock'],
  ['Bottle Gourd', 'bottle-gourd', 'Vegetables', 30, 'Pale green lauki with soft skin, picked young for kofta, dal and halwa.', 'Anil Yadav', '+919839034562', 'Out of Stock'],
  ['Basmati Rice', 'basmati-rice', 'Grains', 120, 'Aged long-grain basmati from Karnal that cooks fluffy and fragrant.', 'Gurdeep Kaur', '+919416045673', 'In Stock'],
  ['Wheat', 'wheat', 'Grains', 32, 'Sharbati wheat from Sehore, cleaned and sun-dried; grinds into soft, sweet atta.', 'Mohan Lal Sharma', '+919425056784', 'In Stock'],
  ['Bajra', 'bajra', 'Grains', 30, 'Pearl millet from Rajasthan, rich in iron; for rotis, khichdi and porridge.', 'Bhanwar Singh', '+919414067895', 'In Stock'],
  ['Jowar', 'jowar', 'Grains', 40, 'White sorghum from Solapur, gluten-free; makes light bhakri.', 'Savita Jadhav', '+919890078906', 'Limited Stock'],
  ['Ragi', 'ragi', 'Grains', 45, 'Finger millet from Tumakuru, high in calcium; for mudde, dosa and malt.', 'Manjunath Hegde', '+919880089017', 'In Stock'],
  ['Potato', 'potato', 'Root Vegetables', 28, 'Clean, medium Agra potatoes that hold their shape in sabzi and turn fluffy when mashed.', 'Rajesh Kushwaha', '+919837090128', 'In Stock'],
  ['Carrot', 'carrot', 'Root Vegetables', 50, 'Sweet red Delhi carrots, the winter kind for gajar halwa and salads.', 'Pooja Chauhan', '+919811001239', 'In Stock'],
  ['Radish', 'radish', 'Root Vegetables', 30, 'White mooli with its greens, crisp and mildly peppery; for parathas and salads.', 'Suresh Kumar', '+919896012348', 'In Stock'],
  ['Beetroot', 'beetroot', 'Root Vegetables', 40, 'Deep red beetroot from Ooty, earthy and sweet; for poriyal, juice and raita.', 'Kavitha Ramasamy', '+919442023457', 'Limited Stock'],
  ['Sweet Potato', 'sweet-potato', 'Root Vegetables', 45, 'Pink-skinned shakarkandi, roasted on coals or boiled with chaat masala.', 'Dinesh Mahato', '+919431034566', 'Out of Stock'],
  ['Spinach', 'spinach', 'Leafy Greens', 40, 'Tender palak bunches, washed of soil and sold by weight; for palak paneer and dal.', 'Rekha Verma', '+919826045675', 'In Stock'],
  ['Fenugreek Leaves', 'fenugreek-leaves', 'Leafy Greens', 60, 'Fresh methi with small leaves and a pleasant bitterness; for thepla and aloo methi.', 'Jignesh Desai', '+919824056784', 'In Stock'],
  ['Coriander Leaves', 'coriander-leaves', 'Leafy Greens', 120, 'Fragrant dhania with roots on, so it stays fresh longer in the fridge.', 'Farida Shaikh', '+919850067893', 'Limited Stock'],
  ['Amaranth Leaves', 'amaranth-leaves', 'Leafy Greens', 40, 'Red and green chaulai (thandu keerai), quick to cook and full of iron.', 'Selvi Murugan', '+919444078902', 'In Stock'],
  ['Mustard Greens', 'mustard-greens', 'Leafy Greens', 35, 'Sarson da saag greens from Punjab, young leaves with tender stems.', 'Balwinder Singh', '+919814089011', 'In Stock'],
  ['Toor Dal', 'toor-dal', 'Pulses', 160, 'Unpolished arhar dal from Latur that cooks soft for everyday dal and sambar.', 'Prakash Shinde', '+919860090120', 'In Stock'],
  ['Moong Dal', 'moong-dal', 'Pulses', 130, 'Split yellow moong, light and quick to cook; for khichdi and halwa.', 'Geeta Meena', '+919460001231', 'In Stock'],
  ['Chana Dal', 'chana-dal', 'Pulses', 95, 'Split Bengal gram from Madhya Pradesh, nutty and firm; for dal, vada and besan.', 'Ramkishore Patidar', '+919406012342', 'Limited Stock'],
  ['Urad Dal', 'urad-dal', 'Pulses', 140, 'Whole and split black gram for idli, dosa batter and dal makhani.', 'Thilagavathi Arumugam', '+919443123453', 'In Stock'],
  ['Masoor Dal', 'masoor-dal', 'Pulses', 110, 'Split red lentils that cook in minutes into a smooth, comforting dal.', 'Arjun Mondal', '+919434034564', 'In Stock'],
]

/**
 * Each item's crop in the crop vocabulary, by slug (written out rather than resolved here, so the
 * pages that show the catalogue do not load the vocabulary; a test checks the two agree).
 */
const CROP_OF: Readonly<Record<string, string>> = {
  tomato: 'Tomato',
  onion: 'Onion',
  brinjal: 'Brinjal',
  okra: 'Bhindi (Ladies Finger)',
  cauliflower: 'Cauliflower',
  cabbage: 'Cabbage',
  'green-chilli': 'Green Chilli',
  'bottle-gourd': 'Bottle gourd',
  'basmati-rice': 'Rice',
  wheat: 'Wheat',
  bajra: 'Bajra (Pearl Millet/Cumbu)',
  jowar: 'Jowar (Sorghum)',
  ragi: 'Ragi (Finger Millet)',
  potato: 'Potato',
  carrot: 'Carrot',
  radish: 'Raddish',
  beetroot: 'Beetroot',
  'sweet-potato': 'Sweet Potato',
  spinach: 'Spinach',
  'fenugreek-leaves': 'Methi (Leaves)',
  'coriander-leaves': 'Coriander (Leaves)',
  'amaranth-leaves': 'Amaranthus',
  'mustard-greens': 'Leafy Vegetable',
  'toor-dal': 'Arhar Dal (Tur Dal)',
  'moong-dal': 'Green Gram Dal (Moong Dal)',
  'chana-dal': 'Bengal Gram Dal (Chana Dal)',
  'urad-dal': 'Black Gram Dal (Urd Dal)',
  'masoor-dal': 'Masur Dal',
}

/** Formats a per-kg price in paise as the catalogue's display text, e.g. 3000 → '₹30/kg'. */
export function priceText(pricePaise: number): string {
  const rupees = paiseToRupees(pricePaise)
  return `₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}/kg`
}

export const CATALOGUE: readonly CatalogueItem[] = ROWS.map(
  ([name, slug, category, rupees, description, farmer, contact, availability], id) => ({
    id,
    name,
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every slug has a crop (tested)
    crop: CROP_OF[slug]!,
    slug,
    category,
    pricePaise: rupeesToPaise(rupees),
    price: priceText(rupeesToPaise(rupees)),
    image: `/catalogue/${slug}.svg`,
    description,
    farmer,
    contact,
    availability,
  }),
)

/** The item with this id (a number or the route's text), or undefined. */
export function findCatalogueItem(id: number | string): CatalogueItem | undefined {
  const n = typeof id === 'number' ? id : /^\d{1,3}$/.test(id) ? Number(id) : NaN
  return Number.isInteger(n) ? CATALOGUE[n] : undefined
}

/**
 * The items of /products for a search text and a category: the items of the crop the search was
 * understood as (`crop`, resolved by the server's crop vocabulary) first, then those whose name
 * (English, or `shownName`: as the page shows it) contains the text (case ignored); each group in
 * catalogue order.
 */
export function filterCatalogue(
  query: string,
  category: CategoryFilter,
  crop: string | null = null,
  shownName: (item: CatalogueItem) => string = (item) => item.name,
): CatalogueItem[] {
  const q = query.trim().toLowerCase()
  const inCategory = CATALOGUE.filter((item) => category === 'All' || item.category === category)
  if (!q) return inCategory
  const sameCrop = inCategory.filter((item) => item.crop === crop)
  const byName = inCategory.filter(
    (item) =>
      item.crop !== crop &&
      (item.name.toLowerCase().includes(q) || shownName(item).toLowerCase().includes(q)),
  )
  return [...sameCrop, ...byName]
}
