/**
 * Districts of eastern and north-eastern India (see district-data.ts for the format; SOURCES.md
 * for where the names come from).
 */
import type { StateData } from './district-data.ts'

export const EAST: readonly StateData[] = [
  {
    code: 'BR',
    en: 'Bihar',
    hi: 'बिहार',
    ta: 'பீகார்',
    districts: `
Araria|अररिया|அராரியா
Arwal|अरवल|அர்வால்
Aurangabad|औरंगाबाद|ஔரங்காபாத்
Banka|बांका|பாங்கா
Begusarai|बेगूसराय|பெகுசராய்
Bhagalpur|भागलपुर|பாகல்பூர்
Bhojpur|भोजपुर|போஜ்பூர்|Arrah;Ara
Buxar|बक्सर|பக்சர்
Darbhanga|दरभंगा|தர்பங்கா
East Champaran|पूर्वी चंपारण|கிழக்கு சம்பாரண்|Motihari;Purbi Champaran;East Champaran/ Motihari
Gaya|गया|கயா|Bodh Gaya
Gopalganj|गोपालगंज|கோபால்கஞ்ச்
Jamui|जमुई|ஜமுயி
Jehanabad|जहानाबाद|ஜெகனாபாத்
Kaimur|कैमूर|கைமூர்|Bhabua;Kaimur/Bhabhua
Katihar|कटिहार|கட்டிஹார்|Kaithar
Khagaria|खगड़िया|ககாரியா
Kishanganj|किशनगंज|கிஷன்கஞ்ச்
Lakhisarai|लखीसराय|லக்கிசராய்|Luckeesarai
Madhepura|मधेपुरा|மதேபுரா
Madhubani|मधुबनी|மதுபனி
Munger|मुंगेर|முங்கேர்|Monghyr
Muzaffarpur|मुज़फ्फरपुर|முசாபர்பூர்
Nalanda|नालंदा|நாளந்தா|Bihar Sharif
Nawada|नवादा|நவாதா
Patna|पटना|பாட்னா
Purnia|पूर्णिया|பூர்ணியா|Purnea
Rohtas|रोहतास|ரோத்தாஸ்|Sasaram
Saharsa|सहरसा|சஹர்சா
Samastipur|समस्तीपुर|சமஸ்திபூர்
Saran|सारण|சாரண்|Chhapra;Chapra
Sheikhpura|शेखपुरा|ஷேக்புரா
Sheohar|शिवहर|ஷியோஹர்
Sitamarhi|सीतामढ़ी|சீதாமர்ஹி
Siwan|सीवान|சிவான்
Supaul|सुपौल|சுபால்
Vaishali|वैशाली|வைசாலி|Hajipur
West Champaran|पश्चिमी चंपारण|மேற்கு சம்பாரண்|Bettiah;West Chambaran;Pashchim Champaran
`,
  },
  {
    code: 'JH',
    en: 'Jharkhand',
    hi: 'झारखंड',
    ta: 'ஜார்கண்ட்',
    districts: `
Bokaro|बोकारो|பொகாரோ
Chatra|चतरा|சத்ரா
Deoghar|देवघर|தேவ்கர்|Deogarh Jharkhand;Deogarh
Dhanbad|धनबाद|தன்பாத்
Dumka|दुमका|தும்கா
East Singhbhum|पूर्वी सिंहभूम|கிழக்கு சிங்பூம்|Jamshedpur;Purbi Singhbhum
Garhwa|गढ़वा|கர்வா
Giridih|गिरिडीह|கிரிதி
Godda|गोड्डा|கோட்டா
Gumla|गुमला|கும்லா
Hazaribagh|हज़ारीबाग|ஹசாரிபாக்|Hazaribag
Jamtara|जामताड़ा|ஜம்தாரா
Khunti|खूंटी|குந்தி
Koderma|कोडरमा|கோடர்மா
Latehar|लातेहार|லாதேஹார்
Lohardaga|लोहरदगा|லோஹர்தகா
Pakur|पाकुड़|பாகூர்
Palamu|पलामू|பலாமு|Daltonganj
Ramgarh|रामगढ़|ராம்கர்
Ranchi|रांची|ராஞ்சி
Sahebganj|साहिबगंज|சாஹேப்கஞ்ச்|Sahibganj;Sahebgang
Seraikela Kharsawan|सरायकेला खरसावां|செரைகேலா கர்சாவான்|Saraikela;Saraikela(Kharsanwa);Seraikela-Kharsawan
Simdega|सिमडेगा|சிம்டேகா
West Singhbhum|पश्चिमी सिंहभूम|மேற்கு சிங்பூம்|Chaibasa;West Singbhum;Pashchimi Singhbhum
`,
  },
  {
    code: 'WB',
    en: 'West Bengal',
    hi: 'पश्चिम बंगाल',
    ta: 'மேற்கு வங்காளம்',
    aka: 'Bengal',
    districts: `
Alipurduar|अलीपुरद्वार|அலிப்பூர்துவார்
Bankura|बांकुड़ा|பாங்குரா
Birbhum|बीरभूम|பீர்பூம்|Bolpur;Suri
Cooch Behar|कूचबिहार|கூச் பெஹார்|Coochbehar;Koch Bihar
Dakshin Dinajpur|दक्षिण दिनाजपुर|தட்சிண தினாஜ்பூர்|South Dinajpur;Balurghat
Darjeeling|दार्जिलिंग|டார்ஜிலிங்|Siliguri
Hooghly|हुगली|ஹூக்ளி|Hugli;Chinsurah
Howrah|हावड़ा|ஹவுரா|Hawra
Jalpaiguri|जलपाईगुड़ी|ஜல்பைகுரி
Jhargram|झाड़ग्राम|ஜார்கிராம்
Kalimpong|कलिम्पोंग|கலிம்போங்
Kolkata|कोलकाता|கொல்கத்தா|Calcutta;कलकत्ता
Malda|मालदा|மால்டா|Maldah;English Bazar
Murshidabad|मुर्शिदाबाद|முர்சிதாபாத்|Berhampore
Nadia|नदिया|நதியா|Krishnanagar
North 24 Parganas|उत्तर 24 परगना|வடக்கு 24 பர்கனாஸ்|North Twenty Four Parganas;Barasat;North 24 Paragans
Paschim Bardhaman|पश्चिम बर्धमान|பஸ்சிம் பர்த்தமான்|Asansol;Durgapur;West Bardhaman
Paschim Medinipur|पश्चिम मेदिनीपुर|பஸ்சிம் மேதினிபூர்|Medinipur(W);West Midnapore;Midnapore
Purba Bardhaman|पूर्व बर्धमान|பூர்பா பர்த்தமான்|Burdwan;Bardhaman;East Bardhaman
Purba Medinipur|पूर्व मेदिनीपुर|பூர்பா மேதினிபூர்|Medinipur(E);East Midnapore;Tamluk;Haldia
Purulia|पुरुलिया|புருலியா|Puruliya
South 24 Parganas|दक्षिण 24 परगना|தெற்கு 24 பர்கனாஸ்|South Twenty Four Parganas;Alipore;Sounth 24 Parganas
Uttar Dinajpur|उत्तर दिनाजपुर|உத்தர் தினாஜ்பூர்|North Dinajpur;Raiganj
`,
  },
  {
    code: 'OD',
    en: 'Odisha',
    hi: 'ओडिशा',
    ta: 'ஒடிசா',
    aka: 'Orissa',
    districts: `
Angul|अंगुल|அங்குல்|Anugul
Balangir|बलांगीर|பலாங்கிர்|Bolangir
Balasore|बालासोर|பாலசோர்|Baleswar;Baleshwar
Bargarh|बरगढ़|பர்கர்|Baragarh
Bhadrak|भद्रक|பத்ரக்
Boudh|बौध|பௌத்|Bauda
Cuttack|कटक|கட்டாக்
Deogarh|देवगढ़|தேவ்கர்|Debagarh
Dhenkanal|ढेंकानाल|தேங்கானல்
Gajapati|गजपति|கஜபதி|Paralakhemundi
Ganjam|गंजाम|கஞ்சாம்|Berhampur;Brahmapur
Jagatsinghpur|जगतसिंहपुर|ஜகத்சிங்பூர்
Jajpur|जाजपुर|ஜாஜ்பூர்
Jharsuguda|झारसुगुड़ा|ஜார்சுகுடா
Kalahandi|कालाहांडी|கலஹண்டி|Bhawanipatna
Kandhamal|कंधमाल|கந்தமால்|Phulbani
Kendrapara|केंद्रपाड़ा|கேந்திரபாரா
Kendujhar|केंदुझर|கேந்துஜர்|Keonjhar
Khordha|खोरधा|கோர்தா|Khurda;Bhubaneswar
Koraput|कोरापुट|கோராபுட்|Jeypore
Malkangiri|मलकानगिरी|மல்கான்கிரி
Mayurbhanj|मयूरभंज|மயூர்பஞ்ச்|Mayurbhanja;Baripada
Nabarangpur|नबरंगपुर|நபரங்பூர்|Nowarangpur;Nawarangpur
Nayagarh|नयागढ़|நயாகர்
Nuapada|नुआपाड़ा|நுவாபாடா
Puri|पुरी|பூரி
Rayagada|रायगड़ा|ராயகடா
Sambalpur|संबलपुर|சம்பல்பூர்
Subarnapur|सुबर्णपुर|சுபர்ணபூர்|Sonepur;Sonapur
Sundargarh|सुंदरगढ़|சுந்தர்கர்|Sundergarh;Rourkela
`,
  },
  {
    code: 'AS',
    en: 'Assam',
    hi: 'असम',
    ta: 'அசாம்',
    districts: `
Bajali|बजाली|பஜாலி
Baksa|बक्सा|பக்சா
Barpeta|बरपेटा|பர்பேட்டா
Biswanath|बिश्वनाथ|பிஸ்வநாத்
Bongaigaon|बोंगाईगांव|பொங்கைகாவ்
Cachar|कछार|கச்சார்|Silchar
Charaideo|चराईदेव|சராய்தேவ்
Chirang|चिरांग|சிராங்
Darrang|दरांग|தராங்|Mangaldoi
Dhemaji|धेमाजी|தேமாஜி
Dhubri|धुबरी|துப்ரி
Dibrugarh|डिब्रूगढ़|திப்ருகர்
Dima Hasao|दिमा हसाओ|திமா ஹசாவ்|Haflong;North Cachar Hills
Goalpara|ग्वालपाड़ा|கோல்பாரா
Golaghat|गोलाघाट|கோலாகாட்
Hailakandi|हैलाकांडी|ஹைலாகண்டி
Hojai|होजाई|ஹோஜாய்
Jorhat|जोरहाट|ஜோர்ஹாட்
Kamrup|कामरूप|காமரூப்|Kamrup Rural
Kamrup Metropolitan|कामरूप महानगर|காமரூப் பெருநகரம்|Guwahati;Gauhati
Karbi Anglong|कार्बी आंगलोंग|கார்பி அங்லாங்|Diphu
Karimganj|करीमगंज|கரீம்கஞ்ச்|Sribhumi
Kokrajhar|कोकराझार|கோக்ராஜார்
Lakhimpur|लखीमपुर|லக்கிம்பூர்|North Lakhimpur
Majuli|माजुली|மாஜுலி
Morigaon|मोरीगांव|மோரிகாவ்|Marigaon
Nagaon|नगांव|நகாவ்|Nowgong
Nalbari|नलबाड़ी|நல்பாரி
Sivasagar|शिवसागर|சிவசாகர்|Sibsagar
Sonitpur|शोणितपुर|சோனித்பூர்|Tezpur
South Salmara-Mankachar|दक्षिण सालमारा-मनकाचर|தெற்கு சல்மாரா-மன்காச்சர்|South Salmara Mankachar
Tamulpur|तामुलपुर|தாமுல்பூர்
Tinsukia|तिनसुकिया|தின்சுகியா
Udalguri|उदालगुड़ी|உதல்குரி
West Karbi Anglong|पश्चिम कार्बी आंगलोंग|மேற்கு கார்பி அங்லாங்|Hamren
`,
  },
  {
    code: 'AR',
    en: 'Arunachal Pradesh',
    hi: 'अरुणाचल प्रदेश',
    ta: 'அருணாச்சலப் பிரதேசம்',
    districts: `
Anjaw|अंजॉ|அஞ்சாவ்
Changlang|चांगलांग|சாங்லாங்
Dibang Valley|दिबांग घाटी|திபாங் பள்ளத்தாக்கு|Upper Dibang Valley
East Kameng|पूर्वी कामेंग|கிழக்கு காமெங்
East Siang|पूर्वी सियांग|கிழக்கு சியாங்|Pasighat
Itanagar Capital Complex|ईटानगर राजधानी परिसर|இட்டாநகர் தலைநகர் வளாகம்|Itanagar;Itanagar City Complex
Kamle|कमले|கம்லே
Keyi Panyor|केयी पन्योर|கேயி பன்யோர்
Kra Daadi|क्रा दादी|க்ரா தாதி
Kurung Kumey|कुरुंग कुमे|குருங் குமே
Lepa Rada|लेपा राडा|லேபா ராடா
Lohit|लोहित|லோஹித்|Tezu
Longding|लोंगडिंग|லாங்டிங்
Lower Dibang Valley|निचली दिबांग घाटी|கீழ் திபாங் பள்ளத்தாக்கு|Roing
Lower Siang|निचला सियांग|கீழ் சியாங்
Lower Subansiri|निचला सुबनसिरी|கீழ் சுபன்சிரி|Ziro
Namsai|नामसाई|நம்சாய்
Pakke-Kessang|पक्के-केसांग|பக்கே-கேசாங்
Papum Pare|पापुम पारे|பாபும் பாரே
Shi Yomi|शि योमी|ஷி யோமி
Siang|सियांग|சியாங்
Tawang|तवांग|தவாங்
Tirap|तिरप|திராப்
Upper Siang|ऊपरी सियांग|மேல் சியாங்
Upper Subansiri|ऊपरी सुबनसिरी|மேல் சுபன்சிரி|Daporijo
West Kameng|पश्चिमी कामेंग|மேற்கு காமெங்|Bomdila
West Siang|पश्चिमी सियांग|மேற்கு சியாங்|Aalo;Along
`,
  },
  {
    code: 'MN',
    en: 'Manipur',
    hi: 'मणिपुर',
    ta: 'மணிப்பூர்',
    districts: `
Bishnupur|बिष्णुपुर|பிஷ்ணுபூர்
Chandel|चंदेल|சந்தேல்
Churachandpur|चुराचांदपुर|சுராசந்த்பூர்
Imphal East|इंफाल पूर्व|இம்பால் கிழக்கு
Imphal West|इंफाल पश्चिम|இம்பால் மேற்கு|Imphal
Jiribam|जिरीबाम|ஜிரிபாம்
Kakching|काकचिंग|காக்சிங்
Kamjong|कामजोंग|காம்ஜோங்
Kangpokpi|कांगपोकपी|காங்போக்பி
Noney|नोनी|நோனி
Pherzawl|फेरज़ौल|பெர்சால்
Senapati|सेनापति|சேனாபதி
Tamenglong|तामेंगलोंग|தமெங்லாங்
Tengnoupal|तेंगनौपाल|தெங்னௌபால்
Thoubal|थौबल|தௌபால்
Ukhrul|उखरुल|உக்ருல்
`,
  },
  {
    code: 'ML',
    en: 'Meghalaya',
    hi: 'मेघालय',
    ta: 'மேகாலயா',
    districts: `
East Garo Hills|पूर्वी गारो हिल्स|கிழக்கு காரோ மலைகள்|Williamnagar
East Jaintia Hills|पूर्वी जयंतिया हिल्स|கிழக்கு ஜெயந்தியா மலைகள்|Khliehriat
East Khasi Hills|पूर्वी खासी हिल्स|கிழக்கு காசி மலைகள்|Shillong
Eastern West Khasi Hills|पूर्वी पश्चिमी खासी हिल्स|கிழக்கு மேற்கு காசி மலைகள்|Mairang
North Garo Hills|उत्तरी गारो हिल्स|வடக்கு காரோ மலைகள்|Resubelpara
Ri Bhoi|री भोई|ரி போய்|Nongpoh;Nongpoh (R-Bhoi)
South Garo Hills|दक्षिणी गारो हिल्स|தெற்கு காரோ மலைகள்|Baghmara
South West Garo Hills|दक्षिण पश्चिमी गारो हिल्स|தென்மேற்கு காரோ மலைகள்|Ampati
South West Khasi Hills|दक्षिण पश्चिमी खासी हिल्स|தென்மேற்கு காசி மலைகள்|Mawkyrwat
West Garo Hills|पश्चिमी गारो हिल्स|மேற்கு காரோ மலைகள்|Tura
West Jaintia Hills|पश्चिमी जयंतिया हिल्स|மேற்கு ஜெயந்தியா மலைகள்|Jowai
West Khasi Hills|पश्चिमी खासी हिल्स|மேற்கு காசி மலைகள்|Nongstoin
`,
  },
  {
    code: 'MZ',
    en: 'Mizoram',
    hi: 'मिज़ोरम',
    ta: 'மிசோரம்',
    districts: `
Aizawl|आइज़ोल|ஐஸ்வால்
Champhai|चम्फाई|சம்பாய்
Hnahthial|हनाहथियाल|ஹ்னாத்தியல்
Khawzawl|ख्वाज़ौल|க்வாசால்
Kolasib|कोलासिब|கோலாசிப்
Lawngtlai|लॉन्ग्तलाई|லாங்த்லாய்
Lunglei|लुंगलेई|லுங்லேய்|Lungli
Mamit|मामित|மாமித்
Saiha|सैहा|சைஹா|Siaha
Saitual|सैतुअल|சைத்துவல்
Serchhip|सेरछिप|செர்ச்சிப்
`,
  },
  {
    code: 'NL',
    en: 'Nagaland',
    hi: 'नागालैंड',
    ta: 'நாகாலாந்து',
    districts: `
Chumoukedima|चुमौकेदिमा|சுமௌகெடிமா|Chümoukedima
Dimapur|दीमापुर|திமாப்பூர்
Kiphire|किफिरे|கிபைர்
Kohima|कोहिमा|கோஹிமா
Longleng|लोंगलेंग|லாங்லெங்
Meluri|मेलुरी|மெலுரி
Mokokchung|मोकोकचुंग|மோகோக்சுங்
Mon|मोन|மோன்
Niuland|नियुलैंड|நியுலாந்து
Noklak|नोकलाक|நோக்லாக்
Peren|पेरेन|பெரென்
Phek|फेक|பெக்
Shamator|शामातोर|ஷாமடோர்
Tseminyu|त्सेमिन्यू|த்செமின்யு|Tseminyü;Tsemenyu
Tuensang|त्युएनसांग|துவென்சாங்
Wokha|वोखा|வோகா
Zunheboto|ज़ुन्हेबोटो|சுன்ஹெபோட்டோ
`,
  },
  {
    code: 'SK',
    en: 'Sikkim',
    hi: 'सिक्किम',
    ta: 'சிக்கிம்',
    districts: `
Gangtok|गंगटोक|காங்டாக்|East Sikkim
Gyalshing|ग्यालशिंग|க்யால்ஷிங்|West Sikkim;Geyzing
Mangan|मंगन|மங்கன்|North Sikkim
Namchi|नामची|நாம்ச்சி|South Sikkim
Pakyong|पाकयोंग|பாக்யோங்
Soreng|सोरेंग|சோரெங்
`,
  },
  {
    code: 'TR',
    en: 'Tripura',
    hi: 'त्रिपुरा',
    ta: 'திரிபுரா',
    districts: `
Dhalai|धलाई|தலாய்|Ambassa
Gomati|गोमती|கோமதி|Udaipur Tripura
Khowai|खोवाई|கோவாய்
North Tripura|उत्तर त्रिपुरा|வடக்கு திரிபுரா|Dharmanagar
Sepahijala|सिपाहीजाला|சிபாஹிஜாலா|Bishalgarh
South Tripura|दक्षिण त्रिपुरा|தெற்கு திரிபுரா|Belonia;South District
Unakoti|उनाकोटी|உனகோட்டி|Unokoti;Kailashahar
West Tripura|पश्चिम त्रिपुरा|மேற்கு திரிபுரா|Agartala;West District
`,
  },
]
