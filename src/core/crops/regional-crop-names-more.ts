/**
 * More Marathi, Telugu, Kannada and Bengali crop names, by the same rules as
 * regional-crop-names.ts (its header explains them): the commodities of the shipped price data
 * that had Hindi or Tamil names but none of these, most price rows first. Read them through
 * REGIONAL_CROP_NAMES, which merges this table into its own. A language left out is one whose
 * everyday market name we could not be sure of (Bengali's for cluster beans).
 */

import type { RegionalNames } from './regional-crop-names.ts'

export const MORE_REGIONAL_CROP_NAMES: Readonly<Record<string, RegionalNames>> = {
  Apple: { mr: 'सफरचंद', te: 'ఆపిల్', kn: 'ಸೇಬು', bn: 'আপেল', latin: ['safarchand'] },
  Copra: {
    mr: 'खोबरे',
    te: 'ఎండు కొబ్బరి',
    kn: 'ಕೊಬ್ಬರಿ',
    bn: 'কোপরা',
    latin: ['khobre', 'khobra', 'endu kobbari'],
  },
  'Mousambi (Sweet Lime)': {
    mr: 'मोसंबी',
    te: 'బత్తాయి',
    kn: 'ಮೂಸಂಬಿ',
    bn: 'মুসাম্বি',
    latin: ['battayi', 'bathayi', 'musambi'],
  },
  'Banana - Green': {
    mr: 'कच्ची केळी',
    te: 'అరటికాయ',
    kn: 'ಬಾಳೆಕಾಯಿ',
    bn: 'কাঁচকলা',
    latin: ['aratikaya', 'balekai', 'kanchkola', 'kachkola'],
  },
  'Ridgeguard (Tori)': {
    mr: 'दोडका',
    te: 'బీరకాయ',
    kn: 'ಹೀರೆಕಾಯಿ',
    bn: 'ঝিঙে',
    latin: ['dodka', 'beerakaya', 'birakaya', 'heerekai', 'jhinge'],
  },
  'Cluster beans': {
    mr: 'गवार',
    te: 'గోరుచిక్కుడు',
    kn: 'ಗೋರಿಕಾಯಿ',
    latin: ['gavar', 'goruchikkudu', 'gorikai'],
  },
  Ashgourd: {
    mr: 'कोहळा',
    te: 'బూడిద గుమ్మడి',
    kn: 'ಬೂದುಕುಂಬಳ',
    bn: 'চালকুমড়া',
    latin: ['kohala', 'boodida gummadi', 'budida gummadi', 'boodukumbala', 'chalkumra'],
  },
  Colacasia: {
    mr: 'अळकुडी',
    te: 'చేమదుంప',
    kn: 'ಕೆಸುವಿನ ಗಡ್ಡೆ',
    bn: 'কচু',
    latin: ['alkudi', 'chamadumpa', 'chemadumpa', 'kesuvina gadde'],
  },
  'Chikoos (Sapota)': { mr: 'चिकू', te: 'సపోటా', kn: 'ಸಪೋಟ', bn: 'সফেদা' },
  Snakeguard: {
    mr: 'पडवळ',
    te: 'పొట్లకాయ',
    kn: 'ಪಡವಲಕಾಯಿ',
    bn: 'চিচিঙ্গা',
    latin: ['padwal', 'padval', 'potlakaya', 'padavalakai', 'chichinga'],
  },
  Tapioca: {
    mr: 'टॅपिओका',
    te: 'కర్రపెండలం',
    kn: 'ಮರಗೆಣಸು',
    bn: 'শিমুল আলু',
    latin: ['karrapendalam', 'maragenasu', 'shimul alu'],
  },
  'Elephant Yam (Suran)': {
    mr: 'सुरण',
    te: 'కంద గడ్డ',
    kn: 'ಸುವರ್ಣ ಗಡ್ಡೆ',
    bn: 'ওল',
  },
  'Mango (Raw-Ripe)': {
    mr: 'कैरी',
    te: 'మామిడికాయ',
    kn: 'ಮಾವಿನಕಾಯಿ',
    bn: 'কাঁচা আম',
    latin: ['mamidikaya', 'mavinakai', 'kacha aam'],
  },
  'Ginger (Dry)': {
    mr: 'सुंठ',
    te: 'శొంఠి',
    kn: 'ಒಣ ಶುಂಠಿ',
    bn: 'শুকনো আদা',
    latin: ['sunth'],
  },
  Pineapple: { mr: 'अननस', te: 'అనాస', kn: 'ಅನಾನಸ್', bn: 'আনারস', latin: ['anaras'] },
  'Karbuja (Musk Melon)': {
    mr: 'खरबूज',
    te: 'ఖర్బూజా',
    kn: 'ಕರಬೂಜ',
    bn: 'খরমুজ',
    latin: ['kharbuj', 'kharmuj'],
  },
  'Jack Fruit': {
    mr: 'फणस',
    te: 'పనస',
    kn: 'ಹಲಸು',
    bn: 'কাঁঠাল',
    latin: ['phanas', 'panasa', 'halasu', 'kanthal'],
  },
  'Tender Coconut': {
    mr: 'शहाळे',
    te: 'కొబ్బరి బొండాం',
    kn: 'ಎಳನೀರು',
    bn: 'ডাব',
    latin: ['shahale', 'elaneeru'],
  },
  Litchi: { mr: 'लिची', te: 'లిచీ', kn: 'ಲಿಚಿ', bn: 'লিচু', latin: ['lichu'] },
  'Dry Grapes': {
    mr: 'बेदाणा',
    te: 'ఎండు ద్రాక్ష',
    kn: 'ಒಣ ದ್ರಾಕ್ಷಿ',
    bn: 'কিশমিশ',
    latin: ['bedane', 'endu draksha', 'ona drakshi'],
  },
}
