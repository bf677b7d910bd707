/**
 * Districts of southern India and the islands (see district-data.ts for the format; SOURCES.md
 * for where the names come from).
 */
import type { StateData } from './district-data.ts'

export const SOUTH: readonly StateData[] = [
  {
    code: 'AP',
    en: 'Andhra Pradesh',
    hi: 'आंध्र प्रदेश',
    ta: 'ஆந்திரப் பிரதேசம்',
    aka: 'Andhra',
    districts: `
Srikakulam|श्रीकाकुलम|ஸ்ரீகாகுளம்
Parvathipuram Manyam|पार्वतीपुरम मन्यम|பார்வதிபுரம் மன்யம்|Parvathipuram
Vizianagaram|विजयनगरम|விஜயநகரம்|Vijayanagaram;Vizianagram
Visakhapatnam|विशाखापत्तनम|விசாகப்பட்டினம்|Vizag;Vishakhapatnam;Waltair
Alluri Sitharama Raju|अल्लूरी सीताराम राजू|அல்லூரி சீதாராம ராஜு|Paderu
Anakapalli|अनकापल्ली|அனகாபல்லி
Kakinada|काकीनाडा|காக்கிநாடா
East Godavari|पूर्वी गोदावरी|கிழக்கு கோதாவரி|Rajahmundry;Rajamahendravaram
Dr. B.R. Ambedkar Konaseema|डॉ. बी.आर. आंबेडकर कोनसीमा|டாக்டர் பி.ஆர். அம்பேத்கர் கோனசீமா|Konaseema;Amalapuram
Eluru|एलुरु|ஏலூரு
West Godavari|पश्चिमी गोदावरी|மேற்கு கோதாவரி|Bhimavaram
NTR|एनटीआर|என்டிஆர்|Vijayawada;Nandamuri Taraka Rama Rao;Bezawada
Krishna|कृष्णा|கிருஷ்ணா|Machilipatnam
Palnadu|पलनाडु|பல்நாடு|Narasaraopet
Guntur|गुंटूर|குண்டூர்
Bapatla|बापटला|பாபட்லா
Prakasam|प्रकाशम|பிரகாசம்|Ongole
Sri Potti Sriramulu Nellore|श्री पोट्टि श्रीरामुलु नेल्लोर|ஸ்ரீ பொட்டி ஸ்ரீராமுலு நெல்லூர்|Nellore
Kurnool|कुरनूल|கர்னூல்
Nandyal|नंद्याल|நந்தியால்
Anantapur|अनंतपुर|அனந்தபூர்|Ananthapuramu;Anantapuram
Sri Sathya Sai|श्री सत्य साई|ஸ்ரீ சத்ய சாய்|Puttaparthi
YSR Kadapa|वाईएसआर कडपा|ஒய்எஸ்ஆர் கடப்பா|Kadapa;Cuddapah;YSR
Annamayya|अन्नमय्या|அன்னமய்யா|Rayachoti
Tirupati|तिरुपति|திருப்பதி
Chittoor|चित्तूर|சித்தூர்|Chittor
`,
  },
  {
    code: 'KA',
    en: 'Karnataka',
    hi: 'कर्नाटक',
    ta: 'கர்நாடகா',
    districts: `
Bagalkot|बागलकोट|பாகல்கோட்
Ballari|बल्लारी|பல்லாரி|Bellary
Belagavi|बेलगावी|பெலகாவி|Belgaum;Belagum
Bengaluru Rural|बेंगलुरु ग्रामीण|பெங்களூரு ஊரகம்|Bangalore Rural
Bengaluru Urban|बेंगलुरु शहरी|பெங்களூரு நகர்ப்புறம்|Bangalore;Bengaluru;Banglore Urban;Bangalore Urban
Bengaluru South|बेंगलुरु दक्षिण|பெங்களூரு தெற்கு|Ramanagara;Ramanagaram
Bidar|बीदर|பீதர்
Chamarajanagar|चामराजनगर|சாமராஜநகர்|Chamrajnagar;Chamarajanagara
Chikkaballapur|चिक्कबल्लापुर|சிக்கபள்ளாபூர்|Chikkaballapura
Chikkamagaluru|चिकमगलूर|சிக்கமகளூரு|Chikmagalur
Chitradurga|चित्रदुर्ग|சித்ரதுர்கா
Dakshina Kannada|दक्षिण कन्नड़|தட்சிண கன்னடா|Mangalore;Mangaluru;Dakshin Kannad
Davanagere|दावणगेरे|தாவணகெரே|Davangere
Dharwad|धारवाड़|தார்வாட்|Hubli;Hubballi
Gadag|गदग|கதக்
Kalaburagi|कलबुर्गी|கலபுரகி|Gulbarga;Kalburgi
Hassan|हासन|ஹாசன்
Haveri|हावेरी|ஹாவேரி
Kodagu|कोडागु|குடகு|Coorg;Madikeri
Kolar|कोलार|கோலார்
Koppal|कोप्पल|கொப்பள்|Koppala
Mandya|मंड्या|மண்டியா
Mysuru|मैसूरु|மைசூரு|Mysore
Raichur|रायचूर|ராய்ச்சூர்
Shivamogga|शिवमोग्गा|சிவமொக்கா|Shimoga
Tumakuru|तुमकुरु|தும்கூர்|Tumkur
Udupi|उडुपी|உடுப்பி
Uttara Kannada|उत्तर कन्नड़|உத்தர கன்னடா|Karwar;Uttar Kannad
Vijayanagara|विजयनगर|விஜயநகரா|Hosapete;Hospet
Vijayapura|विजयपुरा|விஜயபுரா|Bijapur
Yadgir|यादगीर|யாத்கிர்|Yadgiri
`,
  },
  {
    code: 'KL',
    en: 'Kerala',
    hi: 'केरल',
    ta: 'கேரளா',
    districts: `
Alappuzha|अलप्पुझा|ஆலப்புழா|Alleppey
Ernakulam|एर्नाकुलम|எர்ணாகுளம்|Kochi;Cochin
Idukki|इडुक्की|இடுக்கி|Munnar
Kannur|कन्नूर|கண்ணூர்|Cannanore
Kasaragod|कासरगोड|காசர்கோடு|Kasargod
Kollam|कोल्लम|கொல்லம்|Quilon
Kottayam|कोट्टायम|கோட்டயம்
Kozhikode|कोझिकोड|கோழிக்கோடு|Calicut
Malappuram|मलप्पुरम|மலப்புறம்
Palakkad|पलक्कड़|பாலக்காடு|Palghat;Palakad
Pathanamthitta|पतनमतिट्टा|பத்தனம்திட்டா
Thiruvananthapuram|तिरुवनंतपुरम|திருவனந்தபுரம்|Trivandrum
Thrissur|त्रिशूर|திருச்சூர்|Trichur;Thirssur
Wayanad|वायनाड|வயநாடு|Kalpetta
`,
  },
  {
    code: 'TN',
    en: 'Tamil Nadu',
    hi: 'तमिलनाडु',
    ta: 'தமிழ்நாடு',
    aka: 'Tamilnadu',
    districts: `
Ariyalur|अरियलूर|அரியலூர்
Chengalpattu|चेंगलपट्टू|செங்கல்பட்டு|Chengalpet;Tambaram
Chennai|चेन्नई|சென்னை|Madras
Coimbatore|कोयंबटूर|கோயம்புத்தூர்|Kovai
Cuddalore|कड्डलोर|கடலூர்
Dharmapuri|धर्मपुरी|தர்மபுரி
Dindigul|डिंडीगुल|திண்டுக்கல்
Erode|इरोड|ஈரோடு
Kallakurichi|कल्लाकुरिची|கள்ளக்குறிச்சி|Kallakuruchi
Kanchipuram|कांचीपुरम|காஞ்சிபுரம்|Kancheepuram
Kanniyakumari|कन्याकुमारी|கன்னியாகுமரி|Kanyakumari;Nagercoil;Kannyiakumari
Karur|करूर|கரூர்
Krishnagiri|कृष्णगिरि|கிருஷ்ணகிரி|Hosur
Madurai|मदुरै|மதுரை
Mayiladuthurai|मयिलाडुतुरै|மயிலாடுதுறை|Mayavaram
Nagapattinam|नागपट्टिनम|நாகப்பட்டினம்
Namakkal|नामक्कल|நாமக்கல்
The Nilgiris|नीलगिरि|நீலகிரி|Nilgiris;Ooty;Udhagamandalam
Perambalur|पेरम्बलूर|பெரம்பலூர்
Pudukkottai|पुदुक्कोट्टई|புதுக்கோட்டை
Ramanathapuram|रामनाथपुरम|இராமநாதபுரம்|Ramnad;Rameswaram
Ranipet|रानीपेट|இராணிப்பேட்டை
Salem|सेलम|சேலம்
Sivaganga|शिवगंगा|சிவகங்கை|Karaikudi
Tenkasi|तेनकासी|தென்காசி
Thanjavur|तंजावुर|தஞ்சாவூர்|Tanjore
Theni|तेनी|தேனி
Thoothukudi|तूतुकुडी|தூத்துக்குடி|Tuticorin
Tiruchirappalli|तिरुचिरापल्ली|திருச்சிராப்பள்ளி|Trichy;Tiruchi;Thiruchirappalli
Tirunelveli|तिरुनेलवेली|திருநெல்வேலி|Thirunelveli;Nellai
Tirupathur|तिरुपत्तूर|திருப்பத்தூர்|Thirupathur;Tirupattur
Tiruppur|तिरुप्पुर|திருப்பூர்|Thirupur;Tirupur
Tiruvallur|तिरुवल्लूर|திருவள்ளூர்|Thiruvellore;Thiruvallur
Tiruvannamalai|तिरुवन्नामलई|திருவண்ணாமலை|Thiruvannamalai
Tiruvarur|तिरुवारूर|திருவாரூர்|Thiruvarur
Vellore|वेल्लोर|வேலூர்
Viluppuram|विलुप्पुरम|விழுப்புரம்|Villupuram
Virudhunagar|विरुधुनगर|விருதுநகர்|Sivakasi
`,
  },
  {
    code: 'TG',
    en: 'Telangana',
    hi: 'तेलंगाना',
    ta: 'தெலங்கானா',
    districts: `
Adilabad|आदिलाबाद|அதிலாபாத்
Bhadradri Kothagudem|भद्राद्रि कोठागुडेम|பத்ராத்ரி கொத்தகூடம்|Kothagudem
Hanumakonda|हनुमकोंडा|ஹனுமகொண்டா|Hanamkonda
Hyderabad|हैदराबाद|ஹைதராபாத்|Secunderabad
Jagtial|जगतियाल|ஜக்தியால்|Jagityal
Jangaon|जनगांव|ஜனகாம்|Jangaon
Jayashankar Bhupalpally|जयशंकर भूपालपल्ली|ஜெயசங்கர் பூபாலபள்ளி|Bhupalpally
Jogulamba Gadwal|जोगुलम्बा गदवाल|ஜோகுலாம்பா கட்வால்|Gadwal
Kamareddy|कामारेड्डी|காமாரெட்டி
Karimnagar|करीमनगर|கரீம்நகர்
Khammam|खम्मम|கம்மம்
Kumuram Bheem Asifabad|कुमुरम भीम आसिफाबाद|குமுரம் பீம் ஆசிபாபாத்|Asifabad
Mahabubabad|महबूबाबाद|மகபூபாபாத்
Mahabubnagar|महबूबनगर|மகபூப்நகர்|Mahbubnagar
Mancherial|मंचेरियल|மஞ்சேரியல்
Medak|मेदक|மேடக்
Medchal-Malkajgiri|मेडचल-मलकाजगिरी|மேட்சல்-மல்காஜ்கிரி|Medchal;Malkajgiri
Mulugu|मुलुगु|முலுகு
Nagarkurnool|नागरकुरनूल|நாகர்கர்னூல்
Nalgonda|नलगोंडा|நல்கொண்டா
Narayanpet|नारायणपेट|நாராயண்பேட்
Nirmal|निर्मल|நிர்மல்
Nizamabad|निजामाबाद|நிஜாமாபாத்
Peddapalli|पेद्दापल्ली|பெத்தபள்ளி
Rajanna Sircilla|राजन्ना सिरसिल्ला|ராஜண்ணா சிர்சில்லா|Sircilla
Rangareddy|रंगारेड्डी|ரங்காரெட்டி|Ranga Reddy
Sangareddy|संगारेड्डी|சங்காரெட்டி
Siddipet|सिद्दीपेट|சித்திப்பேட்
Suryapet|सूर्यापेट|சூர்யாபேட்
Vikarabad|विकाराबाद|விகாராபாத்
Wanaparthy|वनपर्ती|வனபர்த்தி
Warangal|वारंगल|வாரங்கல்
Yadadri Bhuvanagiri|यादाद्री भुवनगिरी|யாதாத்ரி புவனகிரி|Bhongir;Bhuvanagiri
`,
  },
  {
    code: 'PY',
    en: 'Puducherry',
    hi: 'पुदुच्चेरी',
    ta: 'புதுச்சேரி',
    aka: 'Pondicherry;Pondy',
    districts: `
Puducherry|पुदुच्चेरी|புதுச்சேரி|Pondicherry;Pondy
Karaikal|कराईकल|காரைக்கால்
Mahe|माहे|மாஹே|Mahé
Yanam|यानम|ஏனாம்
`,
  },
  {
    code: 'LD',
    en: 'Lakshadweep',
    hi: 'लक्षद्वीप',
    ta: 'இலட்சத்தீவுகள்',
    districts: `
Lakshadweep|लक्षद्वीप|இலட்சத்தீவுகள்|Kavaratti
`,
  },
  {
    code: 'AN',
    en: 'Andaman and Nicobar Islands',
    hi: 'अंडमान और निकोबार द्वीपसमूह',
    ta: 'அந்தமான் நிக்கோபார் தீவுகள்',
    aka: 'Andaman and Nicobar;Andaman & Nicobar',
    districts: `
Nicobars|निकोबार|நிக்கோபார்|Nicobar;Car Nicobar
North and Middle Andaman|उत्तर और मध्य अंडमान|வடக்கு மற்றும் மத்திய அந்தமான்|Mayabunder
South Andaman|दक्षिण अंडमान|தெற்கு அந்தமான்|Port Blair;Sri Vijaya Puram
`,
  },
]
