/**
 * HSN codes (the first four digits: the heading of the customs tariff that GST uses) of the crops
 * FarmTrek sells, keyed by the commodity names of the crop vocabulary (Agmarknet's spelling).
 * `exempt`: nil-rated under GST when sold fresh or unbranded by the grower (vegetables, fruit,
 * cereals, pulses); the others (spices, oilseeds, cotton, nuts, tea, coffee) are taxed, so a
 * farmer with a GSTIN who sells them issues a tax invoice. Pure data.
 */
export interface HsnEntry {
  /** Four-digit HSN heading, e.g. '0703'. */
  code: string
  exempt: boolean
  /** The GST rate of a taxed item, percent (0 for exempt produce). */
  ratePercent?: number
}

const FRESH = (code: string): HsnEntry => ({ code, exempt: true, ratePercent: 0 })
/**
 * Taxed farm goods: 5% (spices, coffee beans and tea leaves, oilseeds, raw cotton, cashew and
 * areca nuts as sold by growers, under the GST rate schedule's 5% list).
 */
const TAXED = (code: string, ratePercent = 5): HsnEntry => ({ code, exempt: false, ratePercent })

export const HSN_BY_COMMODITY: Readonly<Record<string, HsnEntry>> = {
  // 07: vegetables, fresh or chilled; dried pulses
  Potato: FRESH('0701'),
  Tomato: FRESH('0702'),
  Onion: FRESH('0703'),
  'Onion Green': FRESH('0703'),
  Garlic: FRESH('0703'),
  Cabbage: FRESH('0704'),
  Cauliflower: FRESH('0704'),
  Carrot: FRESH('0706'),
  Raddish: FRESH('0706'),
  Beetroot: FRESH('0706'),
  'Cucumbar (Kheera)': FRESH('0707'),
  'Green Peas': FRESH('0708'),
  Beans: FRESH('0708'),
  Brinjal: FRESH('0709'),
  'Bhindi (Ladies Finger)': FRESH('0709'),
  'Green Chilli': FRESH('0709'),
  Capsicum: FRESH('0709'),
  Spinach: FRESH('0709'),
  Pumpkin: FRESH('0709'),
  Drumstick: FRESH('0709'),
  'Bottle gourd': FRESH('0709'),
  'Bitter gourd': FRESH('0709'),
  'Leafy Vegetable': FRESH('0709'),
  'Methi (Leaves)': FRESH('0709'),
  'Coriander (Leaves)': FRESH('0709'),
  Amaranthus: FRESH('0709'),
  'Mint (Pudina)': FRESH('0709'),
  'Arhar (Tur/Red Gram)(Whole)': FRESH('0713'),
  'Arhar Dal (Tur Dal)': FRESH('0713'),
  'Green Gram (Moong)(Whole)': FRESH('0713'),
  'Green Gram Dal (Moong Dal)': FRESH('0713'),
  'Bengal Gram (Gram)(Whole)': FRESH('0713'),
  'Bengal Gram Dal (Chana Dal)': FRESH('0713'),
  'Black Gram (Urd Beans)(Whole)': FRESH('0713'),
  'Black Gram Dal (Urd Dal)': FRESH('0713'),
  'Lentil (Masur)(Whole)': FRESH('0713'),
  'Masur Dal': FRESH('0713'),
  'Sweet Potato': FRESH('0714'),
  Tapioca: FRESH('0714'),
  // 08: fruit and nuts
  Coconut: FRESH('0801'),
  'Tender Coconut': FRESH('0801'),
  Cashewnuts: TAXED('0801'),
  'Arecanut (Betelnut/Supari)': TAXED('0802'),
  Banana: FRESH('0803'),
  Mango: FRESH('0804'),
  Guava: FRESH('0804'),
  Orange: FRESH('0805'),
  Lemon: FRESH('0805'),
  Grapes: FRESH('0806'),
  'Water Melon': FRESH('0807'),
  Papaya: FRESH('0807'),
  Apple: FRESH('0808'),
  Pomegranate: FRESH('0810'),
  'Chikoos (Sapota)': FRESH('0810'),
  'Jack Fruit': FRESH('0810'),
  Litchi: FRESH('0810'),
  Pineapple: FRESH('0804'),
  // 09: coffee, tea, spices
  Coffee: TAXED('0901'),
  Tea: TAXED('0902'),
  'Black pepper': TAXED('0904'),
  'Dry Chillies': TAXED('0904'),
  'Chili Red': TAXED('0904'),
  Cardamoms: TAXED('0908'),
  'Cummin Seed (Jeera)': TAXED('0909'),
  'Corriander seed': TAXED('0909'),
  'Ginger (Green)': FRESH('0910'),
  Turmeric: TAXED('0910'),
  // 10: cereals
  Wheat: FRESH('1001'),
  'Barley (Jau)': FRESH('1003'),
  Maize: FRESH('1005'),
  Rice: FRESH('1006'),
  'Paddy (Common)': FRESH('1006'),
  'Jowar (Sorghum)': FRESH('1007'),
  'Bajra (Pearl Millet/Cumbu)': FRESH('1008'),
  'Ragi (Finger Millet)': FRESH('1008'),
  // 12: oilseeds; 17: sugars; 52: cotton
  Soyabean: TAXED('1201'),
  Groundnut: TAXED('1202'),
  Copra: TAXED('1203'),
  Mustard: TAXED('1207'),
  'Sesamum (Sesame,Gingelly,Til)': TAXED('1207'),
  Sunflower: TAXED('1206'),
  Sugarcane: FRESH('1212'),
  Jaggery: FRESH('1701'),
  Cotton: TAXED('5201'),
}

/**
 * The HSN entry of a commodity (a vocabulary name, as the crop matcher returns it), or null when
 * the table has none: the receipt then shows no code and treats the line as exempt produce.
 */
export function hsnFor(commodity: string | null): HsnEntry | null {
  if (commodity === null) return null
  return HSN_BY_COMMODITY[commodity] ?? null
}
