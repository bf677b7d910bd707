/**
 * Districts of western and central India (see district-data.ts for the format; SOURCES.md for
 * where the names come from).
 */
import type { StateData } from './district-data.ts'

export const WEST: readonly StateData[] = [
  {
    code: 'MH',
    en: 'Maharashtra',
    hi: 'महाराष्ट्र',
    ta: 'மகாராஷ்டிரா',
    districts: `
Ahilyanagar|अहिल्यानगर|அகில்யாநகர்|Ahmednagar;Ahmadnagar;अहमदनगर
Akola|अकोला|அகோலா
Amravati|अमरावती|அமராவதி|Amarawati
Beed|बीड|பீட்|Bid
Bhandara|भंडारा|பண்டாரா
Buldhana|बुलढाणा|புல்டாணா
Chandrapur|चंद्रपुर|சந்திரபூர்|Chanda
Chhatrapati Sambhajinagar|छत्रपति संभाजीनगर|சத்ரபதி சம்பாஜிநகர்|Aurangabad;Chattrapati Sambhajinagar;Sambhajinagar;औरंगाबाद
Dharashiv|धाराशिव|தாராஷிவ்|Osmanabad;Usmanabad;Murum;उस्मानाबाद
Dhule|धुले|துலே|Dhulia
Gadchiroli|गढ़चिरौली|கட்சிரோலி
Gondia|गोंदिया|கோந்தியா|Gondiya
Hingoli|हिंगोली|ஹிங்கோலி
Jalgaon|जलगांव|ஜல்காவ்
Jalna|जालना|ஜால்னா|Jalana
Kolhapur|कोल्हापुर|கோலாப்பூர்
Latur|लातूर|லாத்தூர்
Mumbai City|मुंबई शहर|மும்பை நகரம்|Mumbai;Bombay;मुंबई;மும்பை
Mumbai Suburban|मुंबई उपनगर|மும்பை புறநகர்|Andheri;Borivali;Bandra
Nagpur|नागपुर|நாக்பூர்
Nanded|नांदेड़|நாந்தேட்
Nandurbar|नंदुरबार|நந்தூர்பார்
Nashik|नासिक|நாசிக்|Nasik;Nashik Road;Malegaon;नाशिक;நாஷிக்
Palghar|पालघर|பால்கர்|Vasai;Virar
Parbhani|परभणी|பர்பானி
Pune|पुणे|புனே|Poona;Pimpri-Chinchwad;Baramati;पूना
Raigad|रायगढ़|ராய்கட்|Alibag;Panvel
Ratnagiri|रत्नागिरी|ரத்னகிரி
Sangli|सांगली|சாங்லி
Satara|सातारा|சதாரா
Sindhudurg|सिंधुदुर्ग|சிந்துதுர்க்
Solapur|सोलापुर|சோலாப்பூர்|Sholapur
Thane|ठाणे|தானே|Kalyan;Navi Mumbai;Bhiwandi
Wardha|वर्धा|வர்தா
Washim|वाशिम|வாஷிம்|Vashim
Yavatmal|यवतमाल|யவத்மால்
`,
  },
  {
    code: 'GA',
    en: 'Goa',
    hi: 'गोवा',
    ta: 'கோவா',
    districts: `
North Goa|उत्तर गोवा|வடக்கு கோவா|Panaji;Panjim;Mapusa
South Goa|दक्षिण गोवा|தெற்கு கோவா|Margao;Madgaon;Vasco da Gama
`,
  },
  {
    code: 'GJ',
    en: 'Gujarat',
    hi: 'गुजरात',
    ta: 'குஜராத்',
    districts: `
Ahmedabad|अहमदाबाद|அகமதாபாத்|Amdavad
Amreli|अमरेली|அம்ரேலி
Anand|आणंद|ஆனந்த்
Aravalli|अरावली|ஆரவல்லி|Modasa
Banaskantha|बनासकांठा|பனாஸ்காந்தா|Banaskanth;Palanpur
Bharuch|भरूच|பருச்|Broach
Bhavnagar|भावनगर|பாவ்நகர்
Botad|बोटाद|போட்டாட்
Chhota Udaipur|छोटा उदयपुर|சோட்டா உதய்பூர்
Dahod|दाहोद|தாஹோத்
Dang|डांग|டாங்|The Dangs;Ahwa
Devbhumi Dwarka|देवभूमि द्वारका|தேவ்பூமி துவாரகா|Dwarka
Gandhinagar|गांधीनगर|காந்திநகர்
Gir Somnath|गिर सोमनाथ|கிர் சோம்நாத்|Veraval
Jamnagar|जामनगर|ஜாம்நகர்
Junagadh|जूनागढ़|ஜூனாகட்|Junagarh
Kheda|खेड़ा|கேடா|Nadiad
Kutch|कच्छ|கச்|Kachchh;Bhuj
Mahisagar|महीसागर|மகிசாகர்|Lunawada
Mehsana|मेहसाणा|மெஹ்சானா|Mahesana
Morbi|मोरबी|மோர்பி
Narmada|नर्मदा|நர்மதா|Rajpipla
Navsari|नवसारी|நவ்சாரி
Panchmahal|पंचमहल|பஞ்ச்மகால்|Panchmahals;Godhra
Patan|पाटन|பாட்டன்
Porbandar|पोरबंदर|போர்பந்தர்
Rajkot|राजकोट|ராஜ்கோட்|Gondal
Sabarkantha|साबरकांठा|சபர்காந்தா|Himmatnagar
Surat|सूरत|சூரத்
Surendranagar|सुरेंद्रनगर|சுரேந்திரநகர்
Tapi|तापी|தாபி|Vyara
Vadodara|वडोदरा|வடோதரா|Baroda;Vadodara(Baroda)
Valsad|वलसाड|வல்சாட்|Vapi
`,
  },
  {
    code: 'RJ',
    en: 'Rajasthan',
    hi: 'राजस्थान',
    ta: 'ராஜஸ்தான்',
    districts: `
Ajmer|अजमेर|அஜ்மீர்|Kishangarh
Alwar|अलवर|அல்வார்
Balotra|बालोतरा|பாலோத்ரா
Banswara|बांसवाड़ा|பான்ஸ்வாடா
Baran|बारां|பாரன்
Barmer|बाड़मेर|பார்மர்
Beawar|ब्यावर|பியாவர்
Bharatpur|भरतपुर|பரத்பூர்
Bhilwara|भीलवाड़ा|பில்வாரா
Bikaner|बीकानेर|பிகானேர்
Bundi|बूंदी|பூந்தி
Chittorgarh|चित्तौड़गढ़|சித்தோர்கர்|Chittor
Churu|चूरू|சுரு
Dausa|दौसा|தௌசா
Deeg|डीग|தீக்
Dholpur|धौलपुर|தோல்பூர்
Didwana-Kuchaman|डीडवाना-कुचामन|டிட்வானா-குச்சாமன்|Didwana;Kuchaman
Dungarpur|डूंगरपुर|துங்கர்பூர்
Hanumangarh|हनुमानगढ़|அனுமன்கர்
Jaipur|जयपुर|ஜெய்ப்பூர்|Jaipur Rural;Dudu
Jaisalmer|जैसलमेर|ஜெய்சல்மேர்
Jalore|जालोर|ஜாலோர்|Jalor;Sanchore
Jhalawar|झालावाड़|ஜாலாவார்
Jhunjhunu|झुंझुनूं|ஜுன்ஜுனு|Jhunjunu
Jodhpur|जोधपुर|ஜோத்பூர்|Jodhpur Rural
Karauli|करौली|கரௌலி
Khairthal-Tijara|खैरथल-तिजारा|கைர்தல்-திஜாரா|Khairthal;Tijara
Kota|कोटा|கோட்டா
Kotputli-Behror|कोटपुतली-बहरोड़|கோட்புத்லி-பெஹ்ரோர்|Kotputli;Behror
Nagaur|नागौर|நாகௌர்
Pali|पाली|பாலி
Phalodi|फलोदी|பலோதி
Pratapgarh|प्रतापगढ़|பிரதாப்கர்
Rajsamand|राजसमंद|ராஜ்சமந்த்|Rajasamand
Salumbar|सलूंबर|சலூம்பர்
Sawai Madhopur|सवाई माधोपुर|சவாய் மாதோபூர்|Swai Madhopur
Sikar|सीकर|சிகார்
Sirohi|सिरोही|சிரோஹி|Mount Abu
Sri Ganganagar|श्री गंगानगर|ஸ்ரீ கங்காநகர்|Ganganagar
Tonk|टोंक|டோங்க்
Udaipur|उदयपुर|உதய்பூர்
`,
  },
  {
    code: 'MP',
    en: 'Madhya Pradesh',
    hi: 'मध्य प्रदेश',
    ta: 'மத்தியப் பிரதேசம்',
    aka: 'MP',
    districts: `
Agar Malwa|आगर मालवा|ஆகர் மால்வா|Agar
Alirajpur|अलीराजपुर|அலிராஜ்பூர்
Anuppur|अनूपपुर|அனூப்பூர்|Anupur
Ashoknagar|अशोकनगर|அசோக்நகர்
Balaghat|बालाघाट|பாலாகாட்
Barwani|बड़वानी|பர்வானி|Badwani
Betul|बैतूल|பேதுல்
Bhind|भिंड|பிண்ட்
Bhopal|भोपाल|போபால்
Burhanpur|बुरहानपुर|புர்ஹான்பூர்
Chhatarpur|छतरपुर|சத்தர்பூர்
Chhindwara|छिंदवाड़ा|சிந்த்வாரா
Damoh|दमोह|தமோ
Datia|दतिया|தத்தியா
Dewas|देवास|தேவாஸ்
Dhar|धार|தார்
Dindori|डिंडोरी|டிண்டோரி
Guna|गुना|குணா
Gwalior|ग्वालियर|குவாலியர்
Harda|हरदा|ஹர்தா
Indore|इंदौर|இந்தூர்|Mhow
Jabalpur|जबलपुर|ஜபல்பூர்
Jhabua|झाबुआ|ஜாபுவா
Katni|कटनी|கட்னி
Khandwa|खंडवा|கண்ட்வா|East Nimar
Khargone|खरगोन|கர்கோன்|West Nimar
Maihar|मैहर|மைஹர்
Mandla|मंडला|மண்ட்லா
Mandsaur|मंदसौर|மந்த்சௌர்
Mauganj|मऊगंज|மௌகஞ்ச்
Morena|मुरैना|மொரேனா
Narmadapuram|नर्मदापुरम|நர்மதாபுரம்|Hoshangabad;Itarsi
Narsinghpur|नरसिंहपुर|நர்சிங்பூர்
Neemuch|नीमच|நீமச்
Niwari|निवाड़ी|நிவாடி
Pandhurna|पांढुर्णा|பாந்துர்ணா
Panna|पन्ना|பன்னா
Raisen|रायसेन|ராய்சேன்
Rajgarh|राजगढ़|ராஜ்கர்
Ratlam|रतलाम|ரத்லாம்
Rewa|रीवा|ரேவா
Sagar|सागर|சாகர்|Saugor
Satna|सतना|சத்னா
Sehore|सीहोर|சீஹோர்
Seoni|सिवनी|சியோனி
Shahdol|शहडोल|ஷாதோல்|Shehdol
Shajapur|शाजापुर|ஷாஜாப்பூர்
Sheopur|श्योपुर|ஷியோப்பூர்
Shivpuri|शिवपुरी|சிவபுரி
Sidhi|सीधी|சீதி
Singrauli|सिंगरौली|சிங்ரௌலி|Singroli
Tikamgarh|टीकमगढ़|டீகம்கர்
Ujjain|उज्जैन|உஜ்ஜைன்
Umaria|उमरिया|உமரியா|Umariya
Vidisha|विदिशा|விதிஷா
`,
  },
  {
    code: 'CG',
    en: 'Chhattisgarh',
    hi: 'छत्तीसगढ़',
    ta: 'சத்தீஸ்கர்',
    aka: 'Chattisgarh',
    districts: `
Balod|बालोद|பாலோத்
Baloda Bazar|बलौदा बाजार|பலோடா பஜார்|Balodabazar;Baloda Bazar-Bhatapara;Bhatapara
Balrampur-Ramanujganj|बलरामपुर-रामानुजगंज|பல்ராம்பூர்-ராமானுஜ்கஞ்ச்|Balrampur
Bastar|बस्तर|பஸ்தர்|Jagdalpur
Bemetara|बेमेतरा|பெமேத்ரா
Bijapur|बीजापुर|பீஜாப்பூர்
Bilaspur|बिलासपुर|பிலாஸ்பூர்
Dantewada|दंतेवाड़ा|தண்டேவாடா|Dakshin Bastar Dantewada
Dhamtari|धमतरी|தம்தரி
Durg|दुर्ग|துர்க்|Bhilai
Gariaband|गरियाबंद|கரியாபந்த்|Gariyaband
Gaurela-Pendra-Marwahi|गौरेला-पेंड्रा-मरवाही|கௌரேலா-பெண்ட்ரா-மர்வாஹி|Pendra
Janjgir-Champa|जांजगीर-चांपा|ஜாஞ்ச்கிர்-சாம்பா|Janjgir;Champa
Jashpur|जशपुर|ஜஷ்பூர்
Kabirdham|कबीरधाम|கபீர்தாம்|Kawardha
Kanker|कांकेर|காங்கேர்|Uttar Bastar Kanker
Khairagarh-Chhuikhadan-Gandai|खैरागढ़-छुईखदान-गंडई|கைராகர்-சுய்கதான்-கண்டை|Khairagarh
Kondagaon|कोंडागांव|கொண்டாகாவ்
Korba|कोरबा|கோர்பா
Koriya|कोरिया|கொரியா|Korea;Koria
Mahasamund|महासमुंद|மகாசமுந்த்
Manendragarh-Chirmiri-Bharatpur|मनेंद्रगढ़-चिरमिरी-भरतपुर|மனேந்திரகர்-சிர்மிரி-பரத்பூர்|Manendragarh;Chirmiri
Mohla-Manpur-Ambagarh Chowki|मोहला-मानपुर-अंबागढ़ चौकी|மோஹ்லா-மான்பூர்-அம்பாகர் சௌகி|Mohla;Manpur
Mungeli|मुंगेली|முங்கேலி
Narayanpur|नारायणपुर|நாராயண்பூர்
Raigarh|रायगढ़|ராய்கர்
Raipur|रायपुर|ராய்ப்பூர்
Rajnandgaon|राजनांदगांव|ராஜ்நந்த்காவ்
Sakti|सक्ती|சக்தி|Shakti
Sarangarh-Bilaigarh|सारंगढ़-बिलाईगढ़|சாரங்கர்-பிலாய்கர்|Sarangarh
Sukma|सुकमा|சுக்மா
Surajpur|सूरजपुर|சூரஜ்பூர்
Surguja|सरगुजा|சர்குஜா|Ambikapur
`,
  },
  {
    code: 'DH',
    en: 'Dadra and Nagar Haveli and Daman and Diu',
    hi: 'दादरा और नगर हवेली और दमन और दीव',
    ta: 'தாத்ரா நகர் ஹவேலி மற்றும் தமன் தியூ',
    aka: 'Daman and Diu;Dadra and Nagar Haveli',
    districts: `
Dadra and Nagar Haveli|दादरा और नगर हवेली|தாத்ரா நகர் ஹவேலி|Silvassa
Daman|दमन|தமன்
Diu|दीव|தியூ
`,
  },
]
