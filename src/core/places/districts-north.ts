/**
 * Districts of northern India (see district-data.ts for the format; SOURCES.md for where the
 * names come from).
 */
import type { StateData } from './district-data.ts'

export const NORTH: readonly StateData[] = [
  {
    code: 'UP',
    en: 'Uttar Pradesh',
    hi: 'उत्तर प्रदेश',
    ta: 'உத்தரப் பிரதேசம்',
    aka: 'UP',
    districts: `
Agra|आगरा|ஆக்ரா
Aligarh|अलीगढ़|அலிகார்
Ambedkar Nagar|अंबेडकर नगर|அம்பேத்கர் நகர்|Ambedkarnagar;Akbarpur
Amethi|अमेठी|அமேதி
Amroha|अमरोहा|அம்ரோஹா|Jyotiba Phule Nagar
Auraiya|औरैया|ஔரையா
Ayodhya|अयोध्या|அயோத்தி|Faizabad
Azamgarh|आज़मगढ़|ஆசம்கர்
Baghpat|बागपत|பாக்பத்|Bagpat
Bahraich|बहराइच|பஹ்ரைச்
Ballia|बलिया|பலியா
Balrampur|बलरामपुर|பல்ராம்பூர்
Banda|बांदा|பாந்தா
Barabanki|बाराबंकी|பாராபங்கி
Bareilly|बरेली|பரேலி
Basti|बस्ती|பஸ்தி
Bhadohi|भदोही|பதோஹி|Sant Ravidas Nagar;Sant Ravi Nagar
Bijnor|बिजनौर|பிஜ்னோர்
Budaun|बदायूं|பதாயூன்|Badaun
Bulandshahr|बुलंदशहर|புலந்த்சஹர்|Bulandshahar
Chandauli|चंदौली|சந்தௌலி
Chitrakoot|चित्रकूट|சித்ரகூட்|Chitrakut
Deoria|देवरिया|தேவரியா
Etah|एटा|ஏட்டா
Etawah|इटावा|இட்டாவா
Farrukhabad|फर्रुखाबाद|பரூக்காபாத்|Farukhabad
Fatehpur|फतेहपुर|பதேபூர்
Firozabad|फ़िरोज़ाबाद|பிரோசாபாத்
Gautam Buddha Nagar|गौतम बुद्ध नगर|கௌதம புத்தா நகர்|Noida;Greater Noida;Gautam Budh Nagar;Gautam Budhha Nagar
Ghaziabad|गाज़ियाबाद|காசியாபாத்
Ghazipur|गाज़ीपुर|காசிப்பூர்
Gonda|गोंडा|கோண்டா
Gorakhpur|गोरखपुर|கோரக்பூர்
Hamirpur|हमीरपुर|ஹமீர்பூர்
Hapur|हापुड़|ஹாபூர்
Hardoi|हरदोई|ஹர்தோய்
Hathras|हाथरस|ஹாத்ரஸ்
Jalaun|जालौन|ஜாலௌன்|Orai
Jaunpur|जौनपुर|ஜௌன்பூர்
Jhansi|झांसी|ஜான்சி
Kannauj|कन्नौज|கன்னோஜ்|Kannuj
Kanpur Dehat|कानपुर देहात|கான்பூர் தேகாத்
Kanpur Nagar|कानपुर नगर|கான்பூர் நகர்|Kanpur
Kasganj|कासगंज|காஸ்கஞ்ச்
Kaushambi|कौशांबी|கௌசாம்பி
Kushinagar|कुशीनगर|குசிநகர்|Padrauna
Lakhimpur Kheri|लखीमपुर खीरी|லக்கிம்பூர் கேரி|Kheri;Lakhimpur;Khiri (Lakhimpur)
Lalitpur|ललितपुर|லலித்பூர்
Lucknow|लखनऊ|லக்னோ
Maharajganj|महाराजगंज|மகாராஜ்கஞ்ச்
Mahoba|महोबा|மஹோபா
Mainpuri|मैनपुरी|மைன்புரி
Mathura|मथुरा|மதுரா|Vrindavan
Mau|मऊ|மௌ|Maunath Bhanjan
Meerut|मेरठ|மீரட்
Mirzapur|मिर्ज़ापुर|மிர்சாப்பூர்
Moradabad|मुरादाबाद|மொராதாபாத்
Muzaffarnagar|मुज़फ्फरनगर|முசாபர்நகர்|Muzafarnagar
Pilibhit|पीलीभीत|பிலிபித்|Pillibhit
Pratapgarh|प्रतापगढ़|பிரதாப்கர்
Prayagraj|प्रयागराज|பிரயாக்ராஜ்|Allahabad;इलाहाबाद
Raebareli|रायबरेली|ரேபரேலி|Rae Bareli;Raebarelli
Rampur|रामपुर|ராம்பூர்
Saharanpur|सहारनपुर|சஹாரன்பூர்
Sambhal|संभल|சம்பல்
Sant Kabir Nagar|संत कबीर नगर|சந்த் கபீர் நகர்|Khalilabad
Shahjahanpur|शाहजहांपुर|ஷாஜஹான்பூர்
Shamli|शामली|ஷாம்லி
Shravasti|श्रावस्ती|ஷ்ராவஸ்தி
Siddharthnagar|सिद्धार्थनगर|சித்தார்த்நகர்|Siddharth Nagar
Sitapur|सीतापुर|சீதாபூர்
Sonbhadra|सोनभद्र|சோன்பத்ரா|Robertsganj
Sultanpur|सुल्तानपुर|சுல்தான்பூர்
Unnao|उन्नाव|உன்னாவ்
Varanasi|वाराणसी|வாரணாசி|Banaras;Benares;Kashi;बनारस
`,
  },
  {
    code: 'UK',
    en: 'Uttarakhand',
    hi: 'उत्तराखंड',
    ta: 'உத்தராகண்ட்',
    aka: 'Uttrakhand;Uttaranchal',
    districts: `
Almora|अल्मोड़ा|அல்மோரா|Ranikhet
Bageshwar|बागेश्वर|பாகேஷ்வர்
Chamoli|चमोली|சமோலி
Champawat|चंपावत|சம்பாவத்
Dehradun|देहरादून|டேராடூன்|Dehradoon;Mussoorie
Haridwar|हरिद्वार|ஹரித்வார்|Roorkee
Nainital|नैनीताल|நைனிடால்|Nanital;Haldwani
Pauri Garhwal|पौड़ी गढ़वाल|பௌரி கர்வால்|Garhwal;Pauri;Garhwal (Pauri);Kotdwar
Pithoragarh|पिथौरागढ़|பித்தோராகர்|Didihat
Rudraprayag|रुद्रप्रयाग|ருத்ரபிரயாக்
Tehri Garhwal|टिहरी गढ़वाल|தெஹ்ரி கர்வால்|Tehri
Udham Singh Nagar|उधम सिंह नगर|உதம் சிங் நகர்|Udhamsinghnagar;Rudrapur;Kashipur
Uttarkashi|उत्तरकाशी|உத்தரகாசி|Yamunotri
`,
  },
  {
    code: 'HP',
    en: 'Himachal Pradesh',
    hi: 'हिमाचल प्रदेश',
    ta: 'இமாச்சலப் பிரதேசம்',
    districts: `
Bilaspur|बिलासपुर|பிலாஸ்பூர்
Chamba|चंबा|சம்பா
Hamirpur|हमीरपुर|ஹமீர்பூர்
Kangra|कांगड़ा|காங்ரா|Dharamshala
Kinnaur|किन्नौर|கின்னௌர்
Kullu|कुल्लू|குல்லு|Manali
Lahaul and Spiti|लाहौल और स्पीति|லாஹௌல் ஸ்பிதி|Lahul and Spiti
Mandi|मंडी|மண்டி
Shimla|शिमला|சிம்லா|Simla
Sirmaur|सिरमौर|சிர்மௌர்|Sirmore;Nahan
Solan|सोलन|சோலன்
Una|ऊना|ஊனா
`,
  },
  {
    code: 'PB',
    en: 'Punjab',
    hi: 'पंजाब',
    ta: 'பஞ்சாப்',
    districts: `
Amritsar|अमृतसर|அமிர்தசரஸ்
Barnala|बरनाला|பர்னாலா
Bathinda|बठिंडा|பதிண்டா|Bhatinda
Faridkot|फरीदकोट|பரித்கோட்
Fatehgarh Sahib|फतेहगढ़ साहिब|பதேகர் சாஹிப்|Fatehgarh;Sirhind
Fazilka|फाज़िल्का|பாசில்கா|Abohar
Ferozepur|फ़िरोज़पुर|பெரோஸ்பூர்|Firozpur;Ferozpur
Gurdaspur|गुरदासपुर|குர்தாஸ்பூர்
Hoshiarpur|होशियारपुर|ஹோஷியார்பூர்
Jalandhar|जालंधर|ஜலந்தர்|Jullundur
Kapurthala|कपूरथला|கபூர்தலா
Ludhiana|लुधियाना|லூதியானா|Khanna
Malerkotla|मलेरकोटला|மலேர்கோட்லா
Mansa|मानसा|மான்சா
Moga|मोगा|மோகா
Sri Muktsar Sahib|श्री मुक्तसर साहिब|ஸ்ரீ முக்த்சர் சாஹிப்|Muktsar
Pathankot|पठानकोट|பதான்கோட்
Patiala|पटियाला|பட்டியாலா|Rajpura
Rupnagar|रूपनगर|ரூப்நகர்|Ropar;Ropar (Rupnagar)
Sahibzada Ajit Singh Nagar|साहिबज़ादा अजीत सिंह नगर|சாஹிப்சாதா அஜித் சிங் நகர்|Mohali;SAS Nagar
Sangrur|संगरूर|சங்ரூர்
Shaheed Bhagat Singh Nagar|शहीद भगत सिंह नगर|ஷஹீத் பகத் சிங் நகர்|Nawanshahr;SBS Nagar
Tarn Taran|तरनतारन|தரன் தாரன்|Tarntaran
`,
  },
  {
    code: 'HR',
    en: 'Haryana',
    hi: 'हरियाणा',
    ta: 'ஹரியானா',
    districts: `
Ambala|अंबाला|அம்பாலா
Bhiwani|भिवानी|பிவானி
Charkhi Dadri|चरखी दादरी|சர்க்கி தாத்ரி|Dadri
Faridabad|फरीदाबाद|பரிதாபாத்
Fatehabad|फतेहाबाद|பதேஹாபாத்
Gurugram|गुरुग्राम|குருகிராம்|Gurgaon;गुड़गांव
Hisar|हिसार|ஹிசார்|Hissar
Jhajjar|झज्जर|ஜஜ்ஜர்|Jhajar;Bahadurgarh
Jind|जींद|ஜிந்த்
Kaithal|कैथल|கைத்தல்
Karnal|करनाल|கர்னால்
Kurukshetra|कुरुक्षेत्र|குருக்ஷேத்ரா|Thanesar
Mahendragarh|महेंद्रगढ़|மகேந்திரகர்|Narnaul;Mahendragarh-Narnaul
Nuh|नूंह|நூஹ்|Mewat
Palwal|पलवल|பல்வல்
Panchkula|पंचकूला|பஞ்ச்குலா
Panipat|पानीपत|பானிபட்
Rewari|रेवाड़ी|ரேவாரி
Rohtak|रोहतक|ரோத்தக்
Sirsa|सिरसा|சிர்சா
Sonipat|सोनीपत|சோனிபட்|Sonepat
Yamunanagar|यमुनानगर|யமுனாநகர்|Yamuna Nagar;Jagadhri
`,
  },
  {
    code: 'DL',
    en: 'Delhi',
    hi: 'दिल्ली',
    ta: 'தில்லி',
    aka: 'NCT of Delhi;New Delhi;டெல்லி',
    districts: `
Central Delhi|मध्य दिल्ली|மத்திய தில்லி|Delhi;Daryaganj;Karol Bagh
East Delhi|पूर्वी दिल्ली|கிழக்கு தில்லி
New Delhi|नई दिल्ली|புது தில்லி|புது டெல்லி
North Delhi|उत्तरी दिल्ली|வடக்கு தில்லி|Azadpur
North East Delhi|उत्तर पूर्वी दिल्ली|வடகிழக்கு தில்லி
North West Delhi|उत्तर पश्चिमी दिल्ली|வடமேற்கு தில்லி
Shahdara|शाहदरा|ஷாதரா
South Delhi|दक्षिणी दिल्ली|தெற்கு தில்லி
South East Delhi|दक्षिण पूर्वी दिल्ली|தென்கிழக்கு தில்லி
South West Delhi|दक्षिण पश्चिमी दिल्ली|தென்மேற்கு தில்லி|Dwarka Delhi;Najafgarh
West Delhi|पश्चिमी दिल्ली|மேற்கு தில்லி
`,
  },
  {
    code: 'CH',
    en: 'Chandigarh',
    hi: 'चंडीगढ़',
    ta: 'சண்டிகர்',
    districts: `
Chandigarh|चंडीगढ़|சண்டிகர்
`,
  },
  {
    code: 'JK',
    en: 'Jammu and Kashmir',
    hi: 'जम्मू और कश्मीर',
    ta: 'ஜம்மு காஷ்மீர்',
    aka: 'Jammu & Kashmir;J&K;Kashmir',
    districts: `
Anantnag|अनंतनाग|அனந்தநாக்|Islamabad Kashmir
Bandipora|बांदीपोरा|பந்திபோரா|Bandipore
Baramulla|बारामूला|பாரமுல்லா|Sopore
Budgam|बडगाम|புட்காம்|Badgam
Doda|डोडा|தோடா
Ganderbal|गांदरबल|கந்தர்பல்
Jammu|जम्मू|ஜம்மு
Kathua|कठुआ|கதுவா
Kishtwar|किश्तवाड़|கிஷ்த்வார்
Kulgam|कुलगाम|குல்காம்
Kupwara|कुपवाड़ा|குப்வாரா
Poonch|पुंछ|பூஞ்ச்
Pulwama|पुलवामा|புல்வாமா
Rajouri|राजौरी|ரஜௌரி
Ramban|रामबन|ராம்பன்
Reasi|रियासी|ரியாசி
Samba|सांबा|சாம்பா
Shopian|शोपियां|ஷோபியான்
Srinagar|श्रीनगर|ஸ்ரீநகர்
Udhampur|उधमपुर|உதம்பூர்
`,
  },
  {
    code: 'LA',
    en: 'Ladakh',
    hi: 'लद्दाख',
    ta: 'லடாக்',
    districts: `
Kargil|कारगिल|கார்கில்
Leh|लेह|லே|Leh Ladakh
`,
  },
]
