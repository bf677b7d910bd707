/**
 * More Hindi and Tamil names, by the same rules as crop-vocabulary.ts's synonym table: for the
 * shipped commodities that had a name in no language but English (Lentil, Guar, Castor Seed …),
 * most price rows first. Each list holds the Hindi names in Latin letters and Devanagari, then the
 * Tamil names in Tamil script and Latin letters (and a few English names the Agmarknet name
 * lacks: 'castor', 'fennel', 'kohlrabi'); the first Devanagari and the first Tamil name are
 * the crop's name in that language (localCommodityName). No Latin spelling is shorter than five
 * letters, and none is a name another commodity already has or a district's name. A language left
 * out is one whose everyday market name we could not be sure of (e.g. Tamil for pointed gourd or
 * turnip). COMMODITY_SYNONYMS (crop-vocabulary.ts) adds these after the table's own names.
 *
 * Written for FarmTrek by its developers (an AI coding assistant, December 2026) from the names
 * the mandis and the states' marketing boards use, as far as we know them; not yet reviewed by a
 * native reader of Hindi or Tamil. A correction is one line here.
 */

export const MORE_COMMODITY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  'Lentil (Masur)(Whole)': ['मसूर', 'साबुत मसूर', 'மசூர்', 'முழு மசூர்'],
  Guar: ['ग्वार', 'கொத்தவரை'],
  'Castor Seed': ['castor', 'arandi', 'अरंडी', 'अरंड', 'एरंड', 'ஆமணக்கு', 'amanakku'],
  'Peas (Dry)': ['dry peas', 'sukhi matar', 'सूखी मटर', 'सूखा मटर', 'காய்ந்த பட்டாணி'],
  'Pointed gourd (Parval)': ['परवल'],
  'Barley (Jau)': ['जौ', 'பார்லி', 'வாற்கோதுமை'],
  'Corriander seed': [
    'साबुत धनिया',
    'धनिया बीज',
    'கொத்தமல்லி விதை',
    'தனியா',
    'kothamalli vidhai',
    'thaniya',
  ],
  'Cowpea (Veg)': ['lobia phali', 'लोबिया फली', 'பயத்தங்காய்', 'payathangai'],
  'Paddy (Dhan)(Basmati)': ['basmati dhan', 'basmati paddy', 'बासमती धान', 'பாஸ்மதி நெல்'],
  'Sponge gourd': ['nenua', 'nenuwa', 'gilki', 'नेनुआ', 'गिलकी', 'चिकनी तोरई', 'நுரை பீர்க்கங்காய்'],
  Tinda: ['टिंडा', 'टिंडे'],
  'Little gourd (Kundru)': [
    'ivy gourd',
    'kundri',
    'कुंदरू',
    'कुंदरी',
    'கோவைக்காய்',
    'kovakkai',
    'kovaikai',
  ],
  'French Beans (Frasbean)': ['फ्रासबीन'],
  'Guar Seed (Cluster Beans Seed)': ['guar seed', 'ग्वार बीज', 'கொத்தவரை விதை'],
  Linseed: ['flaxseed', 'alasi', 'अलसी', 'ஆளி விதை', 'aali vidhai'],
  Fish: ['machli', 'machhli', 'मछली', 'மீன்'],
  'Methi Seeds': [
    'fenugreek seeds',
    'methi dana',
    'मेथी दाना',
    'मेथी दाने',
    'வெந்தயம்',
    'vendhayam',
    'venthayam',
  ],
  Kinnow: ['किन्नू'],
  'White Peas': ['safed matar', 'सफेद मटर', 'सफ़ेद मटर', 'வெள்ளை பட்டாணி', 'vellai pattani'],
  Sunflower: ['surajmukhi', 'सूरजमुखी', 'சூரியகாந்தி', 'sooriyakanthi', 'suryakanthi'],
  'Papaya (Raw)': ['raw papaya', 'kacha papita', 'कच्चा पपीता', 'பப்பாளிக்காய்'],
  Taramira: ['तारामीरा'],
  'Onion Green': ['हरा प्याज', 'हरा प्याज़', 'வெங்காயத்தாள்', 'vengaya thaal'],
  'Kabuli Chana (Chickpeas-White)': ['काबुली चना', 'छोले', 'வெள்ளை கொண்டைக்கடலை', 'vellai kondakadalai'],
  'Cowpea (Lobia/Karamani)': ['लोबिया', 'காராமணி', 'தட்டைப்பயறு', 'thattai payaru'],
  Turnip: ['shalgam', 'shaljam', 'शलगम', 'शलजम'],
  Mahua: ['mahuwa', 'महुआ', 'இலுப்பைப் பூ'],
  Lime: ['kagzi nimbu', 'कागज़ी नींबू', 'कागजी नींबू'],
  Soanf: ['fennel', 'saunf', 'sounf', 'सौंफ', 'பெருஞ்சீரகம்', 'சோம்பு', 'perunjeeragam'],
  'Knool Khol': ['kohlrabi', 'ganth gobhi', 'गांठ गोभी', 'गाँठ गोभी', 'நூக்கல்', 'nookal', 'nookkal'],
  'Indian Beans (Seam)': ['सेम', 'அவரைக்காய்', 'avaraikkai', 'avarakkai'],
  'Lak (Teora)': ['khesari', 'tiwda', 'खेसारी'],
  'Amla (Nelli Kai)': ['aonla', 'aanwla', 'आंवला', 'आँवला', 'நெல்லிக்காய்', 'nellikkai'],
  Safflower: ['kusum', 'कुसुम'],
  'Pear (Marasebu)': ['nashpati', 'naspati', 'नाशपाती', 'பேரிக்காய்', 'perikkai'],
  'Mint (Pudina)': ['podina', 'पुदीना', 'पुदिना', 'புதினா'],
  Ajwan: ['ajwain', 'ajowan', 'carom', 'अजवाइन', 'अजवायन', 'ஓமம்'],
  'Yam (Ratalu)': ['रतालू'],
  'Betal Leaves': [
    'betel leaf',
    'betel leaves',
    'पान',
    'पान पत्ता',
    'வெற்றிலை',
    'vetrilai',
    'vettrilai',
  ],
  'Pegeon Pea (Arhar Fali)': ['अरहर फली', 'பச்சை துவரை'],
  'Long Melon (Kakri)': ['ककड़ी', 'ककडी'],
  'Turmeric (raw)': ['raw turmeric', 'kachi haldi', 'कच्ची हल्दी', 'பச்சை மஞ்சள்', 'pachai manjal'],
  Rubber: ['रबड़', 'रबर', 'ரப்பர்'],
  Dhaincha: ['ढैंचा'],
  'Ber (Zizyphus/Borehannu)': ['बेर', 'இலந்தைப் பழம்', 'இலந்தை', 'ilanthai', 'elanthai'],
  'Surat Beans (Papadi)': ['surti papdi', 'सुरती पापड़ी', 'पापड़ी'],
  'Kodo Millet (Varagu)': ['kodon', 'कोदो', 'कोदों', 'வரகு'],
  'Chow Chow': ['chayote', 'சௌசௌ', 'சௌ சௌ'],
  'Foxtail Millet (Navane)': ['kangni', 'कंगनी'],
  Mashrooms: ['mushroom', 'mushrooms', 'khumb', 'मशरूम', 'காளான்', 'kaalan'],
  Plum: ['alubukhara', 'aloo bukhara', 'आलूबुखारा'],
  Coffee: ['कॉफ़ी', 'कॉफी', 'காபி', 'காப்பி', 'kaapi'],
  'Coconut Oil': ['nariyal tel', 'नारियल तेल', 'தேங்காய் எண்ணெய்', 'thengai ennai'],
  'Thinai (Italian Millet)': ['தினை'],
  Peach: ['आड़ू', 'आडू', 'aadoo'],
  Nutmeg: ['jaiphal', 'जायफल', 'ஜாதிக்காய்', 'jathikai', 'jathikkai'],
  'Isabgul (Psyllium)': ['isabgol', 'isubgol', 'इसबगोल'],
  Seetapal: ['sitaphal', 'seetaphal', 'सीताफल', 'சீத்தாப்பழம்', 'seethapazham'],
}
