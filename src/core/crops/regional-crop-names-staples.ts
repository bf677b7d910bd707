/**
 * Marathi, Telugu, Kannada and Bengali names, by the same rules as regional-crop-names.ts (its
 * header explains them), for the shipped commodities that had a name in no language but English,
 * most price rows first; their Hindi and Tamil names are in crop-synonyms-more.ts. Read them
 * through REGIONAL_CROP_NAMES, which merges this table into its own. A language left out is one
 * whose everyday market name we could not be sure of, or whose name is already another
 * commodity's: Marathi's गवार for guar is Cluster beans', Kannada's ತೊಂಡೆಕಾಯಿ is Karnataka's own
 * commodity Thondekai rather than Little gourd's.
 *
 * Written for FarmTrek by its developers (an AI coding assistant, December 2026) from the names
 * the mandis and the states' marketing boards use, as far as we know them; not yet reviewed by a
 * native reader of these languages. A correction is one line here.
 */

import type { RegionalNames } from './regional-crop-names.ts'

export const STAPLE_REGIONAL_CROP_NAMES: Readonly<Record<string, RegionalNames>> = {
  'Lentil (Masur)(Whole)': { mr: 'मसूर', bn: 'মসুর' },
  'Castor Seed': {
    mr: 'एरंडी',
    te: 'ఆముదాలు',
    kn: 'ಹರಳು',
    bn: 'রেড়ি',
    latin: ['erandi', 'amudalu', 'haralu'],
  },
  'Peas (Dry)': { mr: 'सुका वाटाणा', te: 'ఎండు బఠాణీ', kn: 'ಒಣ ಬಟಾಣಿ', bn: 'শুকনো মটর' },
  'Pointed gourd (Parval)': { mr: 'परवर', bn: 'পটল', latin: ['potol'] },
  'Barley (Jau)': { mr: 'सातू', te: 'బార్లీ', kn: 'ಬಾರ್ಲಿ', bn: 'যব' },
  'Corriander seed': {
    mr: 'धणे',
    te: 'ధనియాలు',
    kn: 'ಕೊತ್ತಂಬರಿ ಬೀಜ',
    bn: 'ধনে',
    latin: ['dhaniyalu', 'kottambari beeja'],
  },
  'Cowpea (Veg)': { bn: 'বরবটি', latin: ['borboti', 'barbati'] },
  'Paddy (Dhan)(Basmati)': {
    mr: 'बासमती भात',
    te: 'బాస్మతి వరి',
    kn: 'ಬಾಸ್ಮತಿ ಭತ್ತ',
    bn: 'বাসমতী ধান',
  },
  'Sponge gourd': {
    mr: 'घोसाळे',
    te: 'నేతి బీరకాయ',
    kn: 'ತುಪ್ಪದ ಹೀರೆಕಾಯಿ',
    bn: 'ধুন্দুল',
    latin: ['ghosale', 'ghosali', 'neti beerakaya', 'tuppada heerekai', 'dhundul'],
  },
  Tinda: { mr: 'ढेमसे', latin: ['dhemse'] },
  'Little gourd (Kundru)': {
    mr: 'तोंडली',
    te: 'దొండకాయ',
    latin: ['tondli', 'tendli', 'dondakaya'],
  },
  Linseed: {
    mr: 'जवस',
    te: 'అవిసెలు',
    kn: 'ಅಗಸೆ',
    bn: 'তিসি',
    latin: ['javas', 'aviselu', 'agase'],
  },
  'Sweet Pumpkin': {
    kn: 'ಸಿಹಿ ಕುಂಬಳಕಾಯಿ',
    bn: 'মিষ্টি কুমড়া',
    latin: ['sihi kumbalakai', 'mishti kumro', 'misti kumro'],
  },
  Fish: { mr: 'मासे', te: 'చేపలు', kn: 'ಮೀನು', bn: 'মাছ' },
  'Methi Seeds': {
    mr: 'मेथी दाणे',
    te: 'మెంతులు',
    kn: 'ಮೆಂತ್ಯ',
    bn: 'মেথি',
    latin: ['menthulu', 'menthya'],
  },
  'White Peas': { mr: 'पांढरा वाटाणा', te: 'తెల్ల బఠాణీ', kn: 'ಬಿಳಿ ಬಟಾಣಿ', bn: 'সাদা মটর' },
  Sunflower: {
    mr: 'सूर्यफूल',
    te: 'పొద్దుతిరుగుడు',
    kn: 'ಸೂರ್ಯಕಾಂತಿ',
    bn: 'সূর্যমুখী',
    latin: ['suryaphool', 'suryaphul', 'poddutirugudu', 'suryakanti', 'surjomukhi'],
  },
  'Papaya (Raw)': {
    mr: 'कच्ची पपई',
    te: 'పచ్చి బొప్పాయి',
    kn: 'ಪರಂಗಿ ಕಾಯಿ',
    bn: 'কাঁচা পেঁপে',
    latin: ['kancha pepe'],
  },
  'Onion Green': {
    mr: 'कांद्याची पात',
    te: 'ఉల్లికాడలు',
    kn: 'ಈರುಳ್ಳಿ ಸೊಪ್ಪು',
    bn: 'পেঁয়াজকলি',
    latin: ['kandyachi paat', 'ullikadalu', 'eerulli soppu', 'peyajkoli'],
  },
  'Kabuli Chana (Chickpeas-White)': {
    mr: 'काबुली चणे',
    te: 'కాబూలీ శనగలు',
    kn: 'ಕಾಬೂಲಿ ಕಡಲೆ',
    bn: 'কাবুলি ছোলা',
    latin: ['kabuli chola'],
  },
  'Cowpea (Lobia/Karamani)': {
    mr: 'चवळी',
    te: 'బొబ్బర్లు',
    kn: 'ಅಲಸಂದೆ',
    latin: ['chavli', 'bobbarlu', 'alasande'],
  },
  Turnip: { mr: 'सलगम', bn: 'শালগম', latin: ['shalgom'] },
  Mahua: { te: 'ఇప్ప పువ్వు', bn: 'মহুয়া', latin: ['ippa puvvu'] },
  Lime: { mr: 'कागदी लिंबू', latin: ['kagdi limbu'] },
  Soanf: {
    mr: 'बडीशेप',
    te: 'సోంపు',
    kn: 'ಸೋಂಪು',
    bn: 'মৌরি',
    latin: ['badishep', 'sompu'],
  },
  'Knool Khol': {
    mr: 'नवलकोल',
    kn: 'ನವಿಲುಕೋಸು',
    bn: 'ওলকপি',
    latin: ['navalkol', 'navilukosu', 'olkopi'],
  },
  'Indian Beans (Seam)': { te: 'చిక్కుడుకాయ', bn: 'শিম', latin: ['chikkudukaya'] },
  'Lak (Teora)': { mr: 'लाखोळी', bn: 'খেসারি', latin: ['lakholi'] },
  'Amla (Nelli Kai)': {
    mr: 'आवळा',
    te: 'ఉసిరికాయ',
    kn: 'ನೆಲ್ಲಿಕಾಯಿ',
    bn: 'আমলকী',
    latin: ['usirikaya', 'amloki', 'amlaki'],
  },
  Safflower: {
    mr: 'करडई',
    te: 'కుసుమలు',
    kn: 'ಕುಸುಬೆ',
    latin: ['kardai', 'kusumalu', 'kusube'],
  },
  Thondekai: { kn: 'ತೊಂಡೆಕಾಯಿ', latin: ['tondekai'] },
  'Pear (Marasebu)': { mr: 'नासपती', te: 'బేరిపండు', kn: 'ಮರಸೇಬು', bn: 'নাশপাতি' },
  'Mint (Pudina)': { mr: 'पुदिना', te: 'పుదీనా', kn: 'ಪುದೀನ', bn: 'পুদিনা' },
  Ajwan: { mr: 'ओवा', te: 'వాము', kn: 'ಓಂಕಾಳು', bn: 'জোয়ান', latin: ['omkalu'] },
  'Yam (Ratalu)': { mr: 'कोनफळ', bn: 'মেটে আলু' },
  'Betal Leaves': {
    mr: 'विड्याची पाने',
    te: 'తమలపాకులు',
    kn: 'ವೀಳ್ಯದೆಲೆ',
    bn: 'পান',
    latin: ['tamalapaku', 'veelyadele'],
  },
  'Pegeon Pea (Arhar Fali)': {
    mr: 'तुरीच्या शेंगा',
    te: 'కంది కాయలు',
    kn: 'ತೊಗರಿ ಕಾಯಿ',
    latin: ['togari kai'],
  },
  'Green Avare (W)': { kn: 'ಅವರೆಕಾಯಿ', latin: ['avarekai'] },
  'Turmeric (raw)': {
    mr: 'ओली हळद',
    te: 'పచ్చి పసుపు',
    kn: 'ಹಸಿ ಅರಿಶಿನ',
    bn: 'কাঁচা হলুদ',
    latin: ['oli halad', 'pachi pasupu', 'kancha holud'],
  },
  Rubber: { mr: 'रबर', te: 'రబ్బరు', kn: 'ರಬ್ಬರ್', bn: 'রাবার' },
  'Ber (Zizyphus/Borehannu)': {
    mr: 'बोर',
    te: 'రేగు పండ్లు',
    kn: 'ಬೋರೆಹಣ್ಣು',
    bn: 'কুল',
    latin: ['regu pandlu'],
  },
  'Surat Beans (Papadi)': { mr: 'वालपापडी', latin: ['valpapdi', 'walpapdi'] },
  'Kodo Millet (Varagu)': { te: 'అరికెలు', kn: 'ಹಾರಕ', latin: ['haraka'] },
  'Chow Chow': { te: 'బెంగళూరు వంకాయ' },
  'Foxtail Millet (Navane)': {
    mr: 'राळा',
    te: 'కొర్రలు',
    kn: 'ನವಣೆ',
    bn: 'কাউন',
    latin: ['korralu'],
  },
  Seemebadnekai: { kn: 'ಸೀಮೆ ಬದನೆಕಾಯಿ' },
  'Chapparad Avare': { kn: 'ಚಪ್ಪರದ ಅವರೆಕಾಯಿ' },
  Mashrooms: {
    mr: 'अळंबी',
    te: 'పుట్టగొడుగులు',
    kn: 'ಅಣಬೆ',
    bn: 'মাশরুম',
    latin: ['alambi', 'puttagodugulu'],
  },
  Coffee: { mr: 'कॉफी', te: 'కాఫీ', kn: 'ಕಾಫಿ', bn: 'কফি' },
  'Coconut Oil': {
    mr: 'खोबरेल तेल',
    te: 'కొబ్బరి నూనె',
    kn: 'ತೆಂಗಿನ ಎಣ್ಣೆ',
    bn: 'নারকেল তেল',
    latin: ['khobrel tel', 'kobbari nune', 'tengina enne', 'narkel tel'],
  },
  Nutmeg: {
    mr: 'जायफळ',
    te: 'జాజికాయ',
    kn: 'ಜಾಯಿಕಾಯಿ',
    bn: 'জায়ফল',
    latin: ['jajikaya', 'jayikai'],
  },
  Seetapal: {
    mr: 'सीताफळ',
    te: 'సీతాఫలం',
    kn: 'ಸೀತಾಫಲ',
    bn: 'আতা',
    latin: ['seethaphalam'],
  },
  Alsandikai: { kn: 'ಅಲಸಂದೆ ಕಾಯಿ' },
}
