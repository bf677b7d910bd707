import type { Catalogue } from './catalogue.ts'

// Hindi translations, keyed by the English text. Every `t('…')` key of the client and
// every key of message-keys.ts is here; scripts/i18n-keys.test.ts fails on a missing or unused key.
// `{name}` placeholders stay as they are; ₹ amounts, numbers and dates are formatted by #core/i18n/format.ts.
const catalogue: Catalogue = {
  'You are offline.': 'आप ऑफ़लाइन हैं।',
  'Showing data from {time}.': '{time} का डेटा दिखाया जा रहा है।',
  'Showing the data saved on this device.': 'इस डिवाइस पर सहेजा गया डेटा दिखाया जा रहा है।',
  Main: 'मुख्य',
  Home: 'होम',
  Dashboard: 'डैशबोर्ड',
  Profile: 'प्रोफ़ाइल',
  'Buyer dashboard': 'खरीदार डैशबोर्ड',
  Login: 'लॉग इन',
  Register: 'रजिस्टर करें',
  "© FarmTrek — fair prices for India's farmers and buyers.":
    '© FarmTrek — भारत के किसानों और खरीदारों के लिए उचित दाम।',
  Footer: 'फ़ुटर',
  About: 'हमारे बारे में',
  Contact: 'संपर्क',
  Terms: 'शर्तें',
  Privacy: 'गोपनीयता',
  'Skip to content': 'मुख्य सामग्री पर जाएँ',
  'Loading...': 'लोड हो रहा है...',
  'This page failed to load. Check your connection, then try again.':
    'यह पेज लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें, फिर दोबारा कोशिश करें।',
  'Something went wrong while showing this page.': 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
  'This page failed to load': 'यह पेज लोड नहीं हो सका',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  Retry: 'फिर से कोशिश करें',
  'About FarmTrek': 'FarmTrek के बारे में',
  "FarmTrek connects India's farmers directly with buyers — households, kirana stores, restaurants and traders. We started from a simple observation: the farmer who grows the onion usually knows less about its price than everyone who resells it.":
    'FarmTrek भारत के किसानों को सीधे खरीदारों से जोड़ता है — घर-परिवार, किराना दुकानें, रेस्टोरेंट और व्यापारी। हमने एक सीधी-सी बात से शुरुआत की: जो किसान प्याज उगाता है, उसे अक्सर उसके दाम के बारे में उन सबसे कम पता होता है जो उसे आगे बेचते हैं।',
  'What we do': 'हम क्या करते हैं',
  'Live wholesale prices from Agmarknet mandis, searchable by crop and market.':
    'एगमार्कनेट मंडियों के ताज़ा थोक भाव, फ़सल और मंडी के हिसाब से खोजें।',
  'A 7-day price forecast for each crop, with an honest range and its track record.':
    'हर फ़सल के लिए 7 दिन का भाव अनुमान, ईमानदार दायरे और उसके पिछले रिकॉर्ड के साथ।',
  'Listings that farmers control — price, quantity and edits — and a fair-price hint from the mandi data.':
    'ऐसी लिस्टिंग जिन पर किसान का पूरा नियंत्रण हो — दाम, मात्रा और बदलाव — और मंडी के आँकड़ों से उचित दाम का संकेत।',
  'Supply-chain orders that farmers move from Pending to In Transit to Delivered, visible live to the buyer.':
    "सप्लाई चेन ऑर्डर, जिन्हें किसान 'लंबित' से 'रास्ते में' और फिर 'पहुँचा दिया गया' तक ले जाते हैं; खरीदार इन्हें उसी समय देखता है।",
  'SMS and email confirmations that are never lost, even when a provider is down.':
    'SMS और ईमेल पुष्टि, जो कभी खोती नहीं — सेवा प्रदाता बंद हो तब भी।',
  'Where the prices come from': 'भाव कहाँ से आते हैं',
  'Market prices are Agmarknet wholesale reports published by the Directorate of Marketing & Inspection, Ministry of Agriculture & Farmers Welfare, through data.gov.in. Prices are reported per quintal; we show them per kg.':
    'मंडी भाव एगमार्कनेट की थोक रिपोर्टें हैं, जिन्हें कृषि एवं किसान कल्याण मंत्रालय का विपणन एवं निरीक्षण निदेशालय data.gov.in के ज़रिए प्रकाशित करता है। भाव प्रति क्विंटल बताए जाते हैं; हम उन्हें प्रति किलो दिखाते हैं।',
  'Questions?': 'कोई सवाल?',
  'Contact us': 'हमसे संपर्क करें',
  'Add Product': 'उत्पाद जोड़ें',
  'Adding...': 'जोड़ा जा रहा है...',
  'Back to dashboard': 'डैशबोर्ड पर वापस',
  Products: 'उत्पाद',
  'Browse fresh produce and farmers’ live listings.': 'ताज़ी उपज और किसानों की मौजूदा लिस्टिंग देखें।',
  'View Orders': 'ऑर्डर देखें',
  'See your cart and check out.': 'अपना कार्ट देखें और ऑर्डर पूरा करें।',
  Transactions: 'लेन-देन',
  'Follow your past and current orders live.': 'अपने पिछले और मौजूदा ऑर्डर लाइव देखें।',
  'Welcome, Buyer!': 'स्वागत है, खरीदार!',
  'Find the best fresh produce at fair prices.': 'उचित दाम पर सबसे अच्छी ताज़ी उपज पाएँ।',
  Buyer: 'खरीदार',
  Checkout: 'चेकआउट',
  'No items in the cart': 'कार्ट में कोई सामान नहीं है',
  'Continue Shopping': 'खरीदारी जारी रखें',
  'Full Name': 'पूरा नाम',
  'Delivery Address': 'डिलीवरी का पता',
  'Contact Number': 'संपर्क नंबर',
  'Payment Method': 'भुगतान का तरीका',
  'You will pay by UPI when the payment page opens; we never ask for card details here.':
    'भुगतान का पेज खुलने पर आप UPI से भुगतान करेंगे; हम यहाँ कभी कार्ड की जानकारी नहीं माँगते।',
  'You will pay by card when the payment page opens; we never ask for card details here.':
    'भुगतान का पेज खुलने पर आप कार्ड से भुगतान करेंगे; हम यहाँ कभी कार्ड की जानकारी नहीं माँगते।',
  'Placing your order': 'आपका ऑर्डर दिया जा रहा है',
  'Confirm Order': 'ऑर्डर पक्का करें',
  'Back to cart': 'कार्ट पर वापस',
  'We answer every message, usually within one working day.':
    'हम हर संदेश का जवाब देते हैं, आमतौर पर एक कार्य दिवस के भीतर।',
  'Support email': 'सहायता ईमेल',
  Phone: 'फ़ोन',
  'Send us a message': 'हमें संदेश भेजें',
  'Farming practices': 'खेती के तरीके',
  'Crop advisories, package of practices and expert advice from the Farmers’ Portal.':
    'फ़सल सलाह, खेती की पूरी विधि और किसान पोर्टल से विशेषज्ञों की सलाह।',
  'Market insights': 'मंडी की जानकारी',
  'Daily arrivals and modal prices from mandis across India on Agmarknet.':
    'एगमार्कनेट पर देश भर की मंडियों की रोज़ की आवक और मॉडल भाव।',
  'Government schemes': 'सरकारी योजनाएँ',
  'PM-KISAN income support: check eligibility, beneficiary status and eKYC.':
    'पीएम-किसान आय सहायता: पात्रता, लाभार्थी की स्थिति और ई-केवाईसी जाँचें।',
  'Organic farming': 'जैविक खेती',
  'Participatory Guarantee System certification from the National Centre of Organic Farming.':
    'राष्ट्रीय जैविक खेती केंद्र से सहभागी गारंटी प्रणाली (PGS) प्रमाणन।',
  Events: 'कार्यक्रम',
  'Kisan melas, trainings and field days from ICAR institutes and Krishi Vigyan Kendras.':
    'आईसीएआर संस्थानों और कृषि विज्ञान केंद्रों के किसान मेले, प्रशिक्षण और खेत दिवस।',
  'Soil health': 'मिट्टी की सेहत',
  'Soil Health Card: test results and fertiliser recommendations for your field.':
    'मृदा स्वास्थ्य कार्ड: आपके खेत की मिट्टी जाँच के नतीजे और खाद की सिफ़ारिशें।',
  'Real-Time Prices': 'ताज़ा मंडी भाव',
  'Supply Chain': 'सप्लाई चेन',
  Farmer: 'किसान',
  'Farmer tools': 'किसान के साधन',
  'Welcome, {name}!': 'स्वागत है, {name}!',
  'Your profile': 'आपकी प्रोफ़ाइल',
  Name: 'नाम',
  Email: 'ईमेल',
  Location: 'स्थान',
  '“The ultimate goal of farming is not the growing of crops, but the cultivation and perfection of human beings.”':
    '“खेती का अंतिम लक्ष्य फ़सलें उगाना नहीं, बल्कि मनुष्य को संवारना और उसे पूर्ण बनाना है।”',
  '— Masanobu Fukuoka': '— मासानोबू फ़ुकुओका',
  Resources: 'उपयोगी संसाधन',
  '(opens in a new tab)': '(नए टैब में खुलता है)',
  'Fair pricing': 'उचित दाम',
  'Live mandi rates and a 7-day forecast, so every deal starts from the real market price.':
    'ताज़ा मंडी भाव और 7 दिन का अनुमान, ताकि हर सौदा असली बाज़ार भाव से शुरू हो।',
  Transparency: 'पारदर्शिता',
  'Buyers see who grew their food; farmers see every order and its status as it moves.':
    'खरीदार देखते हैं कि उनका अनाज किसने उगाया; किसान हर ऑर्डर और उसकी स्थिति को आगे बढ़ते हुए देखते हैं।',
  'A better supply chain': 'बेहतर सप्लाई चेन',
  'Orders go from Pending to In Transit to Delivered, and both sides see each step live.':
    "ऑर्डर 'लंबित' से 'रास्ते में' और फिर 'पहुँचा दिया गया' तक जाते हैं, और दोनों पक्ष हर कदम उसी समय देखते हैं।",
  'farmers onboarded': 'किसान जुड़े',
  'successful transactions': 'सफल लेन-देन',
  'local markets': 'स्थानीय मंडियाँ',
  'Access Denied: Only Farmers can access this section.': 'प्रवेश निषेध: यह भाग केवल किसानों के लिए है।',
  'Access Denied: Only Buyers can access this section.': 'प्रवेश निषेध: यह भाग केवल खरीदारों के लिए है।',
  'Welcome to FarmTrek': 'FarmTrek में आपका स्वागत है',
  'Connecting Farmers & Buyers for a better marketplace':
    'बेहतर बाज़ार के लिए किसानों और खरीदारों को जोड़ना',
  'Get Started': 'शुरू करें',
  'Our promises': 'हमारे वादे',
  'FarmTrek in numbers': 'आँकड़ों में FarmTrek',
  'What you can do': 'आप क्या कर सकते हैं',
  'For Farmers': 'किसानों के लिए',
  'List your crops, watch live mandi prices, get a 7-day forecast and run your orders.':
    'अपनी फ़सलें लिस्ट करें, ताज़ा मंडी भाव देखें, 7 दिन का अनुमान पाएँ और अपने ऑर्डर संभालें।',
  'Open farmers': 'किसान भाग खोलें',
  'For Buyers': 'खरीदारों के लिए',
  'Browse fresh produce straight from farmers, keep a cart and check out in minutes.':
    'सीधे किसानों से ताज़ी उपज देखें, कार्ट में रखें और मिनटों में ऑर्डर पूरा करें।',
  'Open buyers': 'खरीदार भाग खोलें',
  Marketplace: 'बाज़ार',
  'See what farmers are selling right now, with prices and quantities.':
    'देखें कि किसान अभी क्या बेच रहे हैं, दाम और मात्रा के साथ।',
  'Open marketplace': 'बाज़ार खोलें',
  "FarmTrek is a marketplace built for India's farmers and the people who buy from them. Farmers see the same Agmarknet mandi prices traders see, with an honest forecast of where they are heading, and sell directly to buyers. Buyers get fresh produce at fair prices and can follow every order from the farm to their door.":
    'FarmTrek भारत के किसानों और उनसे ख़रीदने वालों के लिए बना बाज़ार है। किसान वही एगमार्कनेट मंडी भाव देखते हैं जो व्यापारी देखते हैं, साथ में यह ईमानदार अनुमान भी कि भाव किस ओर जा रहे हैं, और सीधे खरीदारों को बेचते हैं। खरीदारों को उचित दाम पर ताज़ी उपज मिलती है और वे हर ऑर्डर को खेत से अपने दरवाज़े तक देख सकते हैं।',
  'Read more about us': 'हमारे बारे में और पढ़ें',
  Password: 'पासवर्ड',
  'Logging in': 'लॉग इन हो रहा है',
  'New to FarmTrek?': 'FarmTrek पर नए हैं?',
  'Register here': 'यहाँ रजिस्टर करें',
  'What farmers on FarmTrek are selling right now, with prices per kg and the quantity left.':
    'FarmTrek पर किसान अभी क्या बेच रहे हैं — प्रति किलो दाम और बची हुई मात्रा के साथ।',
  'Search for crops': 'फ़सल खोजें',
  'Search for crops...': 'फ़सल खोजें...',
  'Loading listings...': 'लिस्टिंग लोड हो रही हैं...',
  'No matching products found': 'कोई मिलता-जुलता उत्पाद नहीं मिला',
  'No farmer listings right now. Please check back soon.':
    'अभी किसानों की कोई लिस्टिंग नहीं है। कृपया थोड़ी देर बाद देखें।',
  'Buy Now': 'अभी खरीदें',
  'Your Cart': 'आपका कार्ट',
  'Cart items': 'कार्ट का सामान',
  'Farmer: {name}': 'किसान: {name}',
  'Cancel {name}': '{name} रद्द करें',
  'Cancel {name} in order {number}': 'ऑर्डर {number} में {name} रद्द करें',
  Cancel: 'रद्द करें',
  Close: 'बंद करें',
  'Proceed to Checkout': 'चेकआउट पर जाएँ',
  'We keep only what the service needs, and we never sell it.':
    'हम केवल वही रखते हैं जो सेवा के लिए ज़रूरी है, और उसे कभी बेचते नहीं।',
  'What we store': 'हम क्या सहेजते हैं',
  'Your account: name, email, mobile number, location, your roles, and your password as a one-way hash.':
    'आपका खाता: नाम, ईमेल, मोबाइल नंबर, स्थान, आपकी भूमिकाएँ, और आपका पासवर्ड एकतरफ़ा हैश के रूप में।',
  'Your listings, orders and their status history.': 'आपकी लिस्टिंग, ऑर्डर और उनकी स्थिति का इतिहास।',
  'The SMS and email messages we send you, with their delivery status (you can see them on your profile).':
    'हम आपको जो SMS और ईमेल भेजते हैं, उनकी डिलीवरी की स्थिति के साथ (आप इन्हें अपनी प्रोफ़ाइल पर देख सकते हैं)।',
  'Messages you send us through the contact form.': 'संपर्क फ़ॉर्म से आप हमें जो संदेश भेजते हैं।',
  'Who sees it': 'इसे कौन देखता है',
  "A buyer's name and order reach the farmer who fulfils it; a farmer's name and location are shown with their listings. Nobody else sees your orders.":
    'खरीदार का नाम और ऑर्डर उसी किसान तक पहुँचता है जो उसे पूरा करता है; किसान का नाम और स्थान उसकी लिस्टिंग के साथ दिखाया जाता है। आपके ऑर्डर और कोई नहीं देखता।',
  'Cookies and storage': 'कुकी और स्टोरेज',
  'One cookie keeps you logged in (HttpOnly, not readable by scripts). Your browser keeps your cart and a few display settings in local storage.':
    'एक कुकी आपको लॉग इन रखती है (HttpOnly, स्क्रिप्ट इसे पढ़ नहीं सकतीं)। आपका ब्राउज़र आपका कार्ट और कुछ डिस्प्ले सेटिंग लोकल स्टोरेज में रखता है।',
  'Your choices': 'आपके विकल्प',
  'Ask us through the contact page to correct or delete your account data.':
    'अपने खाते का डेटा सुधारने या हटाने के लिए संपर्क पेज से हमसे कहें।',
  'Back to Products': 'उत्पादों पर वापस',
  'Product not found': 'उत्पाद नहीं मिला',
  '{price}/kg': '{price}/किलो',
  Category: 'श्रेणी',
  Availability: 'उपलब्धता',
  'ADD TO CART': 'कार्ट में डालें',
  'This item is out of stock for now.': 'यह सामान अभी स्टॉक में नहीं है।',
  'Quantity must be a whole number of kg, at least 1.': 'मात्रा पूरे किलो में होनी चाहिए, कम से कम 1।',
  'Only {max} kg is left.': 'केवल {max} किलो बचा है।',
  'Only {max} kg are left.': 'केवल {max} किलो बचे हैं।',
  '{price} / kg': '{price} / किलो',
  'Listed by a farmer on FarmTrek and sold by the kg.':
    'FarmTrek पर एक किसान ने लिस्ट किया है, किलो के हिसाब से बिकता है।',
  'Sold out': 'सब बिक गया',
  '{kg} kg left': '{kg} किलो बचा है',
  'Quantity (kg), 1 to {max}': 'मात्रा (किलो), 1 से {max}',
  'This listing is sold out.': 'यह लिस्टिंग पूरी बिक चुकी है।',
  'Available Products': 'उपलब्ध उत्पाद',
  'Back to Dashboard': 'डैशबोर्ड पर वापस',
  Categories: 'श्रेणियाँ',
  Catalogue: 'उत्पाद सूची',
  'From our farmers': 'हमारे किसानों से',
  'Live listings from farmers on FarmTrek, sold by the kg.':
    'FarmTrek पर किसानों की मौजूदा लिस्टिंग, किलो के हिसाब से।',
  'No farmer listings match your search.': 'आपकी खोज से किसानों की कोई लिस्टिंग मेल नहीं खाती।',
  'No farmer listings right now.': 'अभी किसानों की कोई लिस्टिंग नहीं है।',
  'Registration failed. Please try again.': 'रजिस्ट्रेशन नहीं हो सका। कृपया फिर से कोशिश करें।',
  'At least 8 characters, not a common password.': 'कम से कम 8 अक्षर, कोई आम पासवर्ड नहीं।',
  Hide: 'छिपाएँ',
  Show: 'दिखाएँ',
  Role: 'भूमिका',
  'Phone Number': 'फ़ोन नंबर',
  '10-digit mobile number; +91 is added for you.': '10 अंकों का मोबाइल नंबर; +91 अपने आप जुड़ जाएगा।',
  Registering: 'रजिस्टर हो रहा है',
  'Already registered?': 'पहले से रजिस्टर हैं?',
  'Please enter the transport, for example a vehicle number.': 'कृपया परिवहन बताएँ, जैसे गाड़ी का नंबर।',
  '{crop} for {buyer} is In Transit.': '{buyer} के लिए {crop} रास्ते में है।',
  'Transport for {crop}': '{crop} के लिए परिवहन',
  'Transport (vehicle number)': 'परिवहन (गाड़ी का नंबर)',
  'e.g. TN-09-AB-1234': 'जैसे TN-09-AB-1234',
  'Confirm In Transit': "'रास्ते में' पक्का करें",
  Done: 'पूरा हुआ',
  'Mark In Transit': "'रास्ते में' करें",
  '{crop} for {buyer} is Delivered.': '{buyer} को {crop} का ऑर्डर पहुँचा दिया गया।',
  'Mark Delivered': "'पहुँचा दिया गया' करें",
  'Live updates on': 'लाइव अपडेट चालू',
  'Reconnecting…': 'फिर से जुड़ रहा है…',
  'Connecting…': 'जुड़ रहा है…',
  'Error: {message}': 'त्रुटि: {message}',
  'No supply-chain orders yet.': 'अभी कोई सप्लाई चेन ऑर्डर नहीं है।',
  'Supply-chain orders': 'सप्लाई चेन ऑर्डर',
  Crop: 'फ़सल',
  Status: 'स्थिति',
  Transport: 'परिवहन',
  'Next step': 'अगला कदम',
  '{kg} kg': '{kg} किलो',
  'Terms of use': 'उपयोग की शर्तें',
  'By using FarmTrek you agree to these terms. They are written to be read, not to hide anything.':
    'FarmTrek का उपयोग करके आप इन शर्तों से सहमत होते हैं। ये पढ़ने के लिए लिखी गई हैं, कुछ छिपाने के लिए नहीं।',
  '1. Accounts': '1. खाते',
  'You register with your real name, a working email address and an Indian mobile number. Keep your password to yourself; you are responsible for what is done with your account.':
    'आप अपने असली नाम, चालू ईमेल पते और भारतीय मोबाइल नंबर से रजिस्टर करते हैं। अपना पासवर्ड किसी को न बताएँ; आपके खाते से जो कुछ किया जाता है, उसकी ज़िम्मेदारी आपकी है।',
  '2. Listings and orders': '2. लिस्टिंग और ऑर्डर',
  'Farmers list produce they have and can deliver, at the price they set. An order is an agreement between buyer and farmer; FarmTrek records it, reserves the quantity and shows its status. Cash on Delivery is paid to the farmer on delivery; online payments are not yet taken.':
    'किसान वही उपज लिस्ट करते हैं जो उनके पास है और जिसे वे पहुँचा सकते हैं, अपने तय किए दाम पर। ऑर्डर खरीदार और किसान के बीच का समझौता है; FarmTrek उसे दर्ज करता है, मात्रा आरक्षित करता है और उसकी स्थिति दिखाता है। कैश ऑन डिलीवरी का भुगतान डिलीवरी पर किसान को होता है; ऑनलाइन भुगतान अभी नहीं लिया जाता।',
  '3. Prices and forecasts': '3. भाव और अनुमान',
  'Mandi prices come from public Agmarknet reports and may be late or incomplete. Forecasts are estimates with a stated range, not promises; decide with care.':
    'मंडी भाव एगमार्कनेट की सार्वजनिक रिपोर्टों से आते हैं और देर से आ सकते हैं या अधूरे हो सकते हैं। अनुमान बताए गए दायरे के साथ अंदाज़े हैं, वादे नहीं; सोच-समझकर फ़ैसला करें।',
  '4. Fair use': '4. उचित उपयोग',
  "Do not misuse the service: no false listings, no attempts to get into other people's accounts, no automated scraping that harms others' use.":
    'सेवा का दुरुपयोग न करें: कोई झूठी लिस्टिंग नहीं, दूसरों के खातों में घुसने की कोई कोशिश नहीं, ऐसी कोई स्वचालित स्क्रैपिंग नहीं जिससे दूसरों के उपयोग में बाधा हो।',
  '5. Changes': '5. बदलाव',
  'We may change these terms; we will say so on this page with the date of the change.':
    'हम इन शर्तों को बदल सकते हैं; ऐसा होने पर इसी पेज पर बदलाव की तारीख़ के साथ बताएँगे।',
  'Order {number}': 'ऑर्डर {number}',
  Total: 'कुल',
  'Payment: {method} · {status}': 'भुगतान: {method} · {status}',
  '{kg} kg × {price} = {total} · {farmer}': '{kg} किलो × {price} = {total} · {farmer}',
  'Transport: {transport}': 'परिवहन: {transport}',
  'Here you can view your past and current transactions.':
    'यहाँ आप अपने पिछले और मौजूदा लेन-देन देख सकते हैं।',
  'You have not placed any orders yet.': 'आपने अभी तक कोई ऑर्डर नहीं दिया है।',
  'Your orders': 'आपके ऑर्डर',
  'Welcome! Choose Your Role': 'स्वागत है! अपनी भूमिका चुनें',
  'Dismiss notice': 'सूचना हटाएँ',
  Language: 'भाषा',
  'You have logged out!': 'आप लॉग आउट हो गए हैं!',
  'Farmer profile': 'किसान प्रोफ़ाइल',
  'Buyer profile': 'खरीदार प्रोफ़ाइल',
  'Loading farmer data...': 'किसान का डेटा लोड हो रहा है...',
  'Loading buyer data...': 'खरीदार का डेटा लोड हो रहा है...',
  'No farmer data available.': 'किसान का कोई डेटा उपलब्ध नहीं है।',
  'No buyer data available.': 'खरीदार का कोई डेटा उपलब्ध नहीं है।',
  'Go to Dashboard': 'डैशबोर्ड पर जाएँ',
  Logout: 'लॉग आउट',
  'Contact form': 'संपर्क फ़ॉर्म',
  Message: 'संदेश',
  Sending: 'भेजा जा रहा है',
  'Send Message': 'संदेश भेजें',
  'Thank you! We will get back to you soon.': 'धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
  Available: 'उपलब्ध',
  SMS: 'एसएमएस',
  Sent: 'भेजा गया',
  'Waiting to send': 'भेजने की प्रतीक्षा में',
  'Could not be sent': 'भेजा नहीं जा सका',
  'Not sent: no address': 'नहीं भेजा गया: पता नहीं है',
  'Not sent: held back': 'नहीं भेजा गया: रोक दिया गया',
  'My messages': 'मेरे संदेश',
  'Loading messages...': 'संदेश लोड हो रहे हैं...',
  'No messages yet.': 'अभी कोई संदेश नहीं।',
  'to {recipient}': '{recipient} को',
  'Show more messages': 'और संदेश दिखाएँ',
  rising: 'बढ़ रहा है',
  falling: 'घट रहा है',
  steady: 'स्थिर',
  'Product updated successfully!': 'उत्पाद सफलतापूर्वक अपडेट हो गया!',
  'Edit product': 'उत्पाद बदलें',
  Save: 'सहेजें',
  'Saving...': 'सहेजा जा रहा है...',
  'Product deleted.': 'उत्पाद हटा दिया गया।',
  'Delete product': 'उत्पाद हटाएँ',
  Delete: 'हटाएँ',
  'My listed products': 'मेरे लिस्ट किए गए उत्पाद',
  'Loading your products': 'आपके उत्पाद लोड हो रहे हैं',
  'Product Name': 'उत्पाद का नाम',
  Price: 'दाम',
  Quantity: 'मात्रा',
  Actions: 'कार्रवाई',
  'Edit {name}': '{name} बदलें',
  Edit: 'बदलें',
  'Delete {name}': '{name} हटाएँ',
  'My products pages': 'मेरे उत्पादों के पेज',
  Previous: 'पिछला',
  'Page {page} of {count}': 'पेज {page} / {count}',
  Next: 'अगला',
  'Crop Name': 'फ़सल का नाम',
  'Price per kg': 'प्रति किलो दाम',
  'Quantity (kg)': 'मात्रा (किलो)',
  Weather: 'मौसम',
  City: 'शहर',
  'Search a city...': 'शहर खोजें...',
  Search: 'खोजें',
  'Loading weather': 'मौसम लोड हो रहा है',
  Temperature: 'तापमान',
  '{value} °C': '{value} °C',
  Humidity: 'नमी',
  '{value}%': '{value}%',
  'Wind speed': 'हवा की गति',
  '{value} m/s': '{value} मी/से',
  Tomato: 'टमाटर',
  'Firm, ripe desi tomatoes from Kolar, picked the day before dispatch. Good for curries, chutneys and salads.':
    'कोलार के सख़्त, पके देसी टमाटर, भेजने से एक दिन पहले तोड़े गए। सब्ज़ी, चटनी और सलाद के लिए बढ़िया।',
  Onion: 'प्याज',
  'Red Nashik onions with a dry outer skin that keep well for weeks in a cool, airy place.':
    'सूखे बाहरी छिलके वाले लाल नासिक प्याज, जो ठंडी, हवादार जगह में हफ़्तों तक अच्छे रहते हैं।',
  Brinjal: 'बैंगन',
  'Glossy purple brinjal (baingan), tender with few seeds; ideal for bharta and sambar.':
    'चमकदार बैंगनी बैंगन, मुलायम और कम बीज वाला; भरते और सांभर के लिए बढ़िया।',
  Okra: 'भिंडी',
  'Young, tender bhindi that snaps cleanly; harvested small so it stays crisp when fried.':
    'कच्ची, मुलायम भिंडी जो आसानी से टूट जाती है; छोटी तोड़ी गई ताकि तलने पर कुरकुरी रहे।',
  Cauliflower: 'फूलगोभी',
  'Tight white gobi heads from the winter harvest, trimmed of outer leaves.':
    'सर्दियों की फ़सल के कसे हुए सफ़ेद गोभी के फूल, बाहरी पत्ते हटाकर।',
  Cabbage: 'पत्तागोभी',
  'Heavy, compact green cabbage from the Nilgiris hills, sweet and crunchy.':
    'नीलगिरि की पहाड़ियों की भारी, ठोस हरी पत्तागोभी, मीठी और कुरकुरी।',
  'Green Chilli': 'हरी मिर्च',
  'Hot Guntur green chillies, fresh and glossy; a little goes a long way.':
    'गुंटूर की तीखी हरी मिर्च, ताज़ी और चमकदार; थोड़ी-सी ही काफ़ी है।',
  'Bottle Gourd': 'लौकी',
  'Pale green lauki with soft skin, picked young for kofta, dal and halwa.':
    'मुलायम छिलके वाली हल्की हरी लौकी, कोफ़्ते, दाल और हलवे के लिए कच्ची तोड़ी गई।',
  'Basmati Rice': 'बासमती चावल',
  'Aged long-grain basmati from Karnal that cooks fluffy and fragrant.':
    'करनाल का पुराना, लंबे दाने वाला बासमती, जो खिला-खिला और ख़ुशबूदार पकता है।',
  Wheat: 'गेहूँ',
  'Sharbati wheat from Sehore, cleaned and sun-dried; grinds into soft, sweet atta.':
    'सीहोर का शरबती गेहूँ, साफ़ किया और धूप में सुखाया हुआ; इसका आटा मुलायम और मीठा पिसता है।',
  Bajra: 'बाजरा',
  'Pearl millet from Rajasthan, rich in iron; for rotis, khichdi and porridge.':
    'राजस्थान का बाजरा, आयरन से भरपूर; रोटी, खिचड़ी और दलिये के लिए।',
  Jowar: 'ज्वार',
  'White sorghum from Solapur, gluten-free; makes light bhakri.':
    'सोलापुर की सफ़ेद ज्वार, ग्लूटेन-मुक्त; इससे हल्की भाकरी बनती है।',
  Ragi: 'रागी (मंडुआ)',
  'Finger millet from Tumakuru, high in calcium; for mudde, dosa and malt.':
    'तुमकुरु की रागी, कैल्शियम से भरपूर; मुद्दे, डोसा और माल्ट के लिए।',
  Potato: 'आलू',
  'Clean, medium Agra potatoes that hold their shape in sabzi and turn fluffy when mashed.':
    'आगरा के साफ़, मझोले आलू, जो सब्ज़ी में आकार नहीं खोते और मसलने पर भुरभुरे हो जाते हैं।',
  Carrot: 'गाजर',
  'Sweet red Delhi carrots, the winter kind for gajar halwa and salads.':
    'मीठी लाल दिल्ली गाजर, सर्दियों वाली — गाजर के हलवे और सलाद के लिए।',
  Radish: 'मूली',
  'White mooli with its greens, crisp and mildly peppery; for parathas and salads.':
    'पत्तों समेत सफ़ेद मूली, कुरकुरी और हल्की तीखी; पराठों और सलाद के लिए।',
  Beetroot: 'चुकंदर',
  'Deep red beetroot from Ooty, earthy and sweet; for poriyal, juice and raita.':
    'ऊटी का गहरा लाल चुकंदर, सोंधा और मीठा; पोरियल, जूस और रायते के लिए।',
  'Sweet Potato': 'शकरकंद',
  'Pink-skinned shakarkandi, roasted on coals or boiled with chaat masala.':
    'गुलाबी छिलके वाली शकरकंद, कोयले पर भूनकर या उबालकर चाट मसाले के साथ।',
  Spinach: 'पालक',
  'Tender palak bunches, washed of soil and sold by weight; for palak paneer and dal.':
    'मुलायम पालक की गड्डियाँ, मिट्टी धोकर वज़न से बेची जाती हैं; पालक पनीर और दाल के लिए।',
  'Fenugreek Leaves': 'मेथी',
  'Fresh methi with small leaves and a pleasant bitterness; for thepla and aloo methi.':
    'छोटी पत्तियों वाली ताज़ी मेथी, हल्की कड़वाहट के साथ; थेपले और आलू मेथी के लिए।',
  'Coriander Leaves': 'हरा धनिया',
  'Fragrant dhania with roots on, so it stays fresh longer in the fridge.':
    'जड़ों समेत ख़ुशबूदार हरा धनिया, ताकि फ़्रिज में ज़्यादा दिन ताज़ा रहे।',
  'Amaranth Leaves': 'चौलाई',
  'Red and green chaulai (thandu keerai), quick to cook and full of iron.':
    'लाल और हरी चौलाई, जल्दी पकने वाली और आयरन से भरपूर।',
  'Mustard Greens': 'सरसों का साग',
  'Sarson da saag greens from Punjab, young leaves with tender stems.':
    'पंजाब का सरसों का साग, मुलायम डंठलों वाली कच्ची पत्तियाँ।',
  'Toor Dal': 'अरहर (तूर) दाल',
  'Unpolished arhar dal from Latur that cooks soft for everyday dal and sambar.':
    'लातूर की बिना पॉलिश की अरहर दाल, जो रोज़ की दाल और सांभर के लिए नरम पकती है।',
  'Moong Dal': 'मूंग दाल',
  'Split yellow moong, light and quick to cook; for khichdi and halwa.':
    'पीली धुली मूंग, हल्की और जल्दी पकने वाली; खिचड़ी और हलवे के लिए।',
  'Chana Dal': 'चना दाल',
  'Split Bengal gram from Madhya Pradesh, nutty and firm; for dal, vada and besan.':
    'मध्य प्रदेश की चना दाल, सोंधी और सख़्त; दाल, वड़े और बेसन के लिए।',
  'Urad Dal': 'उड़द दाल',
  'Whole and split black gram for idli, dosa batter and dal makhani.':
    'साबुत और धुली उड़द, इडली-डोसा के घोल और दाल मखनी के लिए।',
  'Masoor Dal': 'मसूर दाल',
  'Split red lentils that cook in minutes into a smooth, comforting dal.':
    'लाल मसूर की दाल, जो मिनटों में पककर मुलायम, सुकून देने वाली दाल बन जाती है।',
  All: 'सभी',
  Grains: 'अनाज',
  Vegetables: 'सब्ज़ियाँ',
  'Root Vegetables': 'कंद-मूल सब्ज़ियाँ',
  Pulses: 'दालें',
  'Leafy Greens': 'पत्तेदार साग',
  'In Stock': 'स्टॉक में',
  'Limited Stock': 'सीमित स्टॉक',
  'Out of Stock': 'स्टॉक में नहीं',
  Pending: 'लंबित',
  'In Transit': 'रास्ते में',
  Delivered: 'पहुँचा दिया गया',
  'Cash on Delivery': 'कैश ऑन डिलीवरी',
  'UPI Payment': 'UPI भुगतान',
  'Debit/Credit Card': 'डेबिट/क्रेडिट कार्ड',
  'Due on delivery': 'डिलीवरी पर देय',
  'Awaiting payment': 'भुगतान की प्रतीक्षा',
  'Please enter your full name.': 'कृपया अपना पूरा नाम लिखें।',
  'Please enter your delivery address.': 'कृपया डिलीवरी का पता लिखें।',
  'Please enter your contact number.': 'कृपया अपना संपर्क नंबर लिखें।',
  'Order Placed Successfully!': 'ऑर्डर सफलतापूर्वक हो गया!',
  'Please enter your full delivery address (house, street, town and PIN code).':
    'कृपया डिलीवरी का पूरा पता लिखें (मकान, गली, शहर और पिन कोड)।',
  'Your cart is full: an order can hold at most 50 items.':
    'आपका कार्ट भर गया है: एक ऑर्डर में ज़्यादा से ज़्यादा 50 सामान हो सकते हैं।',
  'Your saved cart could not be read, so it has been emptied.':
    'आपका सहेजा हुआ कार्ट पढ़ा नहीं जा सका, इसलिए उसे खाली कर दिया गया है।',
  'Please fill in all fields.': 'कृपया सभी खाने भरें।',
  'Please enter both email and password.': 'कृपया ईमेल और पासवर्ड दोनों डालें।',
  'User already exists in database. Please login.': 'यह उपयोगकर्ता पहले से मौजूद है। कृपया लॉग इन करें।',
  'User profile not found!': 'उपयोगकर्ता प्रोफ़ाइल नहीं मिली!',
  'Incorrect email or password.': 'ईमेल या पासवर्ड ग़लत है।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता डालें।',
  'Enter a 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210.':
    '10 अंकों का भारतीय मोबाइल नंबर डालें, जैसे 98765 43210 या +91 98765 43210।',
  'Password must be at least {min} characters long.': 'पासवर्ड कम से कम {min} अक्षरों का होना चाहिए।',
  'Password is one of the most common passwords; choose a less common one.':
    'यह पासवर्ड सबसे आम पासवर्डों में से एक है; कोई कम आम पासवर्ड चुनें।',
  'Registration successful! Redirecting...': 'रजिस्ट्रेशन सफल रहा! आगे ले जा रहे हैं...',
  'Login successful! Sending confirmation...': 'लॉग इन सफल रहा! पुष्टि भेजी जा रही है...',
  'Too many failed login attempts. Please try again in {minutes} minute.':
    'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  'Too many failed login attempts. Please try again in {minutes} minutes.':
    'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  'Too many logins. Please try again in {minutes} minute.':
    'बहुत बार लॉग इन किया गया है। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  'Too many logins. Please try again in {minutes} minutes.':
    'बहुत बार लॉग इन किया गया है। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  'Too many requests. Please try again in {seconds} seconds.':
    'बहुत सारे अनुरोध आए हैं। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  'Please log in to continue.': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'Please fill in all fields!': 'कृपया सभी खाने भरें!',
  'You must be logged in to add products!': 'उत्पाद जोड़ने के लिए आपका लॉग इन होना ज़रूरी है!',
  'Failed to add product. Please try again!': 'उत्पाद नहीं जोड़ा जा सका। कृपया फिर से कोशिश करें!',
  'Product added successfully!': 'उत्पाद सफलतापूर्वक जुड़ गया!',
  'No products listed yet!': 'अभी तक कोई उत्पाद लिस्ट नहीं किया गया!',
  'Are you sure you want to delete this product?': 'क्या आप वाकई यह उत्पाद हटाना चाहते हैं?',
  'You can only change your own products.': 'आप केवल अपने ही उत्पाद बदल सकते हैं।',
  'Product not found. It may have been deleted.': 'उत्पाद नहीं मिला। शायद उसे हटा दिया गया है।',
  'Change at least one field: crop name, price or quantity.':
    'कम से कम एक चीज़ बदलें: फ़सल का नाम, दाम या मात्रा।',
  'Crop name: at most 80 characters.': 'फ़सल का नाम: ज़्यादा से ज़्यादा 80 अक्षर।',
  'Price per kg must be a number, for example 24.50.':
    'प्रति किलो दाम एक संख्या होना चाहिए, जैसे 24.50।',
  'Price per kg must be more than ₹0.': 'प्रति किलो दाम ₹0 से ज़्यादा होना चाहिए।',
  'Price per kg can have at most 2 decimal places (paise).':
    'प्रति किलो दाम में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक (पैसे) हो सकते हैं।',
  'Price per kg can be at most ₹1,00,000.': 'प्रति किलो दाम ज़्यादा से ज़्यादा ₹1,00,000 हो सकता है।',
  'Quantity must be a whole number of kg.': 'मात्रा पूरे किलो में होनी चाहिए।',
  'Quantity must be at least 1 kg.': 'मात्रा कम से कम 1 किलो होनी चाहिए।',
  'Quantity can be at most 10,00,000 kg.': 'मात्रा ज़्यादा से ज़्यादा 10,00,000 किलो हो सकती है।',
  '{name} is out of stock. Remove it from your cart to place the order.':
    '{name} स्टॉक में नहीं है। ऑर्डर देने के लिए इसे कार्ट से हटाएँ।',
  '{name} is sold out. Remove it from your cart to place the order.':
    '{name} का पूरा स्टॉक बिक चुका है। ऑर्डर देने के लिए इसे कार्ट से हटाएँ।',
  '{name} is your own listing; you cannot buy it. Remove it from your cart.':
    '{name} आपकी अपनी लिस्टिंग है; आप इसे नहीं खरीद सकते। इसे कार्ट से हटाएँ।',
  'Only {left} kg of {name} is left; your cart asks for {kg} kg. Lower the quantity and try again.':
    '{name} केवल {left} किलो बचा है; आपके कार्ट में {kg} किलो है। मात्रा घटाकर फिर से कोशिश करें।',
  'Only {left} kg of {name} are left; your cart asks for {kg} kg. Lower the quantity and try again.':
    '{name} केवल {left} किलो बचे हैं; आपके कार्ट में {kg} किलो है। मात्रा घटाकर फिर से कोशिश करें।',
  'A product in your cart is no longer for sale. Remove it and try again.':
    'आपके कार्ट का एक उत्पाद अब बिक्री के लिए नहीं है। उसे हटाकर फिर से कोशिश करें।',
  'This order is too large to place online. Please split it into smaller orders.':
    'यह ऑर्डर ऑनलाइन देने के लिए बहुत बड़ा है। कृपया इसे छोटे ऑर्डरों में बाँटें।',
  'Your cart is empty. Add a product before checking out.':
    'आपका कार्ट खाली है। चेकआउट से पहले कोई उत्पाद जोड़ें।',
  'Supply-chain order not found.': 'सप्लाई चेन ऑर्डर नहीं मिला।',
  'You can only change your own supply-chain orders.': 'आप केवल अपने ही सप्लाई चेन ऑर्डर बदल सकते हैं।',
  'This order was changed at the same time by someone else. Reload to see its current status.':
    'इसी समय किसी और ने यह ऑर्डर बदल दिया। इसकी मौजूदा स्थिति देखने के लिए पेज फिर से लोड करें।',
  'Name the transport (for example a vehicle number) to move the order to In Transit.':
    "ऑर्डर को 'रास्ते में' करने के लिए परिवहन बताएँ (जैसे गाड़ी का नंबर)।",
  'Weather data not available. Try another location.':
    'मौसम की जानकारी उपलब्ध नहीं है। कोई दूसरी जगह आज़माएँ।',
  'Weather data not found': 'मौसम की जानकारी नहीं मिली',
  'The weather service is not reachable right now. Please try again in a moment.':
    'मौसम सेवा से अभी संपर्क नहीं हो पा रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'Please enter your name.': 'कृपया अपना नाम लिखें।',
  'Please enter your email.': 'कृपया अपना ईमेल लिखें।',
  'Please enter a message.': 'कृपया संदेश लिखें।',
  'You are offline. Check your connection and try again.':
    'आप ऑफ़लाइन हैं। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'The server answered {status}. Please try again.': 'सर्वर ने {status} लौटाया। कृपया फिर से कोशिश करें।',
  'You are offline. Connect to the internet to place your order; your cart is saved.':
    'आप ऑफ़लाइन हैं। ऑर्डर देने के लिए इंटरनेट से जुड़ें; आपका कार्ट सहेजा हुआ है।',
  'Real-Time Crop Prices': 'फ़सलों के ताज़ा मंडी भाव',
  'Mandi prices from Agmarknet (Directorate of Marketing & Inspection), per kg of the modal price.':
    'एगमार्कनेट (विपणन एवं निरीक्षण निदेशालय) के मंडी भाव, मॉडल भाव प्रति किलो में।',
  '{crop}: recent prices and 7-day forecast': '{crop}: हाल के भाव और 7 दिन का अनुमान',
  '{days} days of recent prices, then a forecast from {from} to {to} per kg, with an 80% range.':
    '{days} दिन के हाल के भाव, फिर {from} से {to} प्रति किलो तक का अनुमान, 80% दायरे के साथ।',
  'Recent prices': 'हाल के भाव',
  Forecast: 'अनुमान',
  '80% range': '80% दायरा',
  '{date}: forecast {price} per kg, 80% range {low} – {high}':
    '{date}: अनुमान {price} प्रति किलो, 80% दायरा {low} – {high}',
  '{date}: {price} per kg': '{date}: {price} प्रति किलो',
  'Point at or touch the chart to see a day’s price.':
    'किसी दिन का भाव देखने के लिए चार्ट पर पॉइंटर ले जाएँ या उसे छुएँ।',
  'Current date and time:': 'आज की तारीख़ और समय:',
  'Market prices': 'मंडी भाव',
  'Search by crop or market': 'फ़सल या मंडी से खोजें',
  'Search by crop or market...': 'फ़सल या मंडी से खोजें...',
  'Market Price per kg': 'प्रति किलो मंडी भाव',
  Market: 'मंडी',
  Date: 'तारीख़',
  "No prices match '{q}'.": "'{q}' से मेल खाते कोई भाव नहीं मिले।",
  'No market prices yet.': 'अभी कोई मंडी भाव नहीं है।',
  'Market price pages': 'मंडी भाव के पेज',
  'Price prediction': 'भाव का अनुमान',
  'Crop name': 'फ़सल का नाम',
  'e.g. Tomato': 'जैसे टमाटर',
  Predicting: 'अनुमान लगाया जा रहा है',
  'Predict Prices': 'भाव का अनुमान लगाएँ',
  'Predicted prices for {crop}': '{crop} के अनुमानित भाव',
  'Predicted Price': 'अनुमानित भाव',
  '{price} per kg': '{price} प्रति किलो',
  '80% range {low} – {high}': '80% दायरा {low} – {high}',
  'Green Gram Dal (Moong Dal)': 'मूंग दाल',
  'Masur Dal': 'मसूर दाल',
  'Mustard Oil': 'सरसों का तेल',
  Sugar: 'चीनी',
  'Please select a crop to predict!': 'कृपया अनुमान के लिए कोई फ़सल चुनें!',
  'Failed to fetch crop prices': 'फ़सलों के भाव नहीं मिल सके',
  'Failed to fetch prediction.': 'अनुमान नहीं मिल सका।',
  'No market prices are loaded yet.': 'अभी तक कोई मंडी भाव लोड नहीं हुए हैं।',
  "No market prices for '{crop}'. Prices are known for {count} crops; pick one from the list.":
    "'{crop}' के लिए कोई मंडी भाव नहीं है। {count} फ़सलों के भाव उपलब्ध हैं; सूची में से कोई एक चुनें।",
  "No {crop} prices for the market '{market}'.": "'{market}' मंडी में {crop} के कोई भाव नहीं हैं।",
  'Not enough price history for {crop} to predict.':
    'अनुमान के लिए {crop} के भाव का इतिहास काफ़ी नहीं है।',
  'No forecast for {crop} yet: a forecast needs {needed} days of prices from one market, and the most any market has lately is {most} day.':
    '{crop} का अनुमान अभी नहीं: अनुमान के लिए एक मंडी के {needed} दिनों के भाव चाहिए, और हाल में किसी भी मंडी के पास ज़्यादा से ज़्यादा {most} दिन का भाव है।',
  'No forecast for {crop} yet: a forecast needs {needed} days of prices from one market, and the most any market has lately is {most} days.':
    '{crop} का अनुमान अभी नहीं: अनुमान के लिए एक मंडी के {needed} दिनों के भाव चाहिए, और हाल में किसी भी मंडी के पास ज़्यादा से ज़्यादा {most} दिनों के भाव हैं।',
  'No forecast for {crop}: the markets with a long price history for it stopped reporting in {year}, and no market has {needed} days of recent prices.':
    '{crop} का अनुमान नहीं: जिन मंडियों में इसके भावों का लंबा इतिहास है, उन्होंने {year} में भाव दर्ज करना बंद कर दिया, और किसी भी मंडी के पास हाल के {needed} दिनों के भाव नहीं हैं।',
  'No API route {method} {path}.': 'कोई API रूट {method} {path} नहीं है।',
  'The request body is too large.': 'अनुरोध का डेटा बहुत बड़ा है।',
  'Send the request body as JSON (Content-Type: application/json).':
    'अनुरोध का डेटा JSON में भेजें (Content-Type: application/json)।',
  'The request body is empty; send a JSON object.': 'अनुरोध का डेटा ख़ाली है; एक JSON ऑब्जेक्ट भेजें।',
  'The request body is not valid JSON.': 'अनुरोध का डेटा सही JSON नहीं है।',
  'The request contains characters or values that are not allowed.':
    'अनुरोध में ऐसे अक्षर या मान हैं जिनकी अनुमति नहीं है।',
  'A number in the request is too large.': 'अनुरोध में कोई संख्या बहुत बड़ी है।',
  'Requests from another site are not allowed.': 'किसी दूसरी साइट से अनुरोध की अनुमति नहीं है।',
  'Too many requests. Please try again in {seconds} second.':
    'बहुत ज़्यादा अनुरोध। कृपया {seconds} सेकंड बाद फिर कोशिश करें।',
  'The service is temporarily unavailable. Please try again in a moment.':
    'सेवा अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'Not ready: the database is missing its tables. Run npm run db:migrate or restart.':
    'तैयार नहीं: डेटाबेस में उसकी तालिकाएँ नहीं हैं। npm run db:migrate चलाएँ या फिर से शुरू करें।',
  'Something went wrong on our side. Please try again.':
    'हमारी ओर से कुछ गड़बड़ हुई। कृपया फिर कोशिश करें।',
  'Password does not meet the requirements.': 'पासवर्ड ज़रूरी शर्तें पूरी नहीं करता।',
  'Too many live connections are open for your account. Close another tab and try again.':
    'आपके खाते के बहुत सारे लाइव कनेक्शन खुले हैं। कोई दूसरा टैब बंद करके फिर कोशिश करें।',
  'That product is not in our catalogue.': 'यह उत्पाद हमारी सूची में नहीं है।',
  'This checkout was already sent with a different cart or delivery details. Check your orders on the Transactions page, then place the order again.':
    'यह चेकआउट पहले किसी दूसरे कार्ट या डिलीवरी विवरण के साथ भेजा जा चुका है। लेन-देन पेज पर अपने ऑर्डर देखें, फिर ऑर्डर दोबारा करें।',
  'An order that is {from} can only move to {allowed}, not {to}.':
    "'{from}' ऑर्डर को केवल '{allowed}' किया जा सकता है, '{to}' नहीं।",
  'This order is already {from}; it cannot move to {to}.':
    "यह ऑर्डर पहले से '{from}' है; इसे '{to}' नहीं किया जा सकता।",
  'Loading real-time crop prices...': 'फ़सलों के ताज़ा भाव लोड हो रहे हैं...',
  // Orders that close: quantities, price changes, cancel and decline, header counts.
  'Cart, 1 item': 'कार्ट, 1 चीज़',
  'Cart, {count} items': 'कार्ट, {count} चीज़ें',
  '1 open order': '1 खुला ऑर्डर',
  '{count} open orders': '{count} खुले ऑर्डर',
  'One kg less of {name}': '{name} एक किलो कम',
  'Quantity of {name} in kg': '{name} की मात्रा (किलो में)',
  'One kg more of {name}': '{name} एक किलो ज़्यादा',
  kg: 'किलो',
  'Some prices changed since you added the items. Check them before you order.':
    'चीज़ें जोड़ने के बाद कुछ भाव बदल गए हैं। ऑर्डर करने से पहले उन्हें देख लें।',
  'OK, use the new prices': 'ठीक है, नए भाव लें',
  '(was {price})': '(पहले {price})',
  '{name} is no longer available. Remove it to order the rest.':
    '{name} अब उपलब्ध नहीं है। बाकी का ऑर्डर करने के लिए इसे हटाएँ।',
  'Only {max} kg are left now.': 'अब केवल {max} किलो बचा है।',
  Amount: 'राशि',
  'Total:': 'कुल:',
  'Your order': 'आपका ऑर्डर',
  '{kg} kg × {price}': '{kg} किलो × {price}',
  'New price; it was {price}.': 'नया भाव; पहले {price} था।',
  'Expected delivery: {from} – {to}': 'अनुमानित डिलीवरी: {from} – {to}',
  'Some items have less left than your cart asks for. Change them in your cart.':
    'कुछ चीज़ें आपके कार्ट से कम बची हैं। उन्हें अपने कार्ट में बदलें।',
  'Cancel this item?': 'यह चीज़ रद्द करें?',
  '{name} is cancelled. The farmer has been told.':
    '{name} का ऑर्डर रद्द हो गया। किसान को बता दिया गया है।',
  'Yes, cancel it': 'हाँ, रद्द करें',
  'Keep it': 'रहने दें',
  'Reason: {reason}': 'कारण: {reason}',
  'Only {max} kg are left and your cart has {inCart} kg already.':
    'केवल {max} किलो बचा है और आपके कार्ट में पहले से {inCart} किलो है।',
  'Tell the buyer why you decline this order.': 'खरीदार को बताएँ कि आप यह ऑर्डर क्यों मना कर रहे हैं।',
  'Order declined. The buyer has been told.': 'ऑर्डर मना कर दिया गया। खरीदार को बता दिया गया है।',
  'Decline {crop}': '{crop} का ऑर्डर मना करें',
  'Reason for the buyer': 'खरीदार के लिए कारण',
  'Confirm decline': 'मना करना पक्का करें',
  Decline: 'मना करें',
  'Show orders': 'ऑर्डर दिखाएँ',
  'No orders here.': 'यहाँ कोई ऑर्डर नहीं है।',
  'New order {number}: {kg} kg {crop} for {buyer}.':
    'नया ऑर्डर {number}: {buyer} के लिए {kg} किलो {crop}।',
  'The price of {names} changed since you looked. Check the new price and confirm again.':
    'आपके देखने के बाद {names} का भाव बदल गया है। नया भाव देखें और फिर से पक्का करें।',
  'The prices of {names} changed since you looked. Check the new prices and confirm again.':
    'आपके देखने के बाद {names} के भाव बदल गए हैं। नए भाव देखें और फिर से पक्का करें।',
  'Order not found.': 'ऑर्डर नहीं मिला।',
  'This order is already {status}, so it can no longer be cancelled. Contact the farmer.':
    'यह ऑर्डर पहले से {status} है, इसलिए अब रद्द नहीं हो सकता। किसान से संपर्क करें।',
  'You have an online order awaiting payment: {orders}. Pay for it or cancel it before placing another online order, or choose Cash on Delivery.':
    'आपका एक ऑनलाइन ऑर्डर भुगतान की प्रतीक्षा में है: {orders}। दूसरा ऑनलाइन ऑर्डर देने से पहले उसका भुगतान करें या उसे रद्द करें, या कैश ऑन डिलीवरी चुनें।',
  'You have {count} online orders awaiting payment: {orders}. Pay for or cancel one of them before placing another online order, or choose Cash on Delivery.':
    'आपके {count} ऑनलाइन ऑर्डर भुगतान की प्रतीक्षा में हैं: {orders}। दूसरा ऑनलाइन ऑर्डर देने से पहले इनमें से किसी एक का भुगतान करें या उसे रद्द करें, या कैश ऑन डिलीवरी चुनें।',
  'Until it is paid, an online order can hold at most {max} kg of {name} ({left} kg are left); your cart asks for {kg} kg. Lower the quantity or choose Cash on Delivery.':
    'भुगतान होने तक एक ऑनलाइन ऑर्डर {name} का ज़्यादा से ज़्यादा {max} किलो रोक सकता है ({left} किलो बचा है); आपके कार्ट में {kg} किलो है। मात्रा घटाएँ या कैश ऑन डिलीवरी चुनें।',
  'At most {max} Cash on Delivery items from {farmer} can be Pending at once; you have {pending} and this order adds {adding}. Wait until {farmer} dispatches some, or pay online.':
    '{farmer} से एक साथ ज़्यादा से ज़्यादा {max} कैश ऑन डिलीवरी आइटम लंबित रह सकते हैं; आपके {pending} हैं और यह ऑर्डर {adding} जोड़ता है। {farmer} के कुछ भेजने तक रुकें, या ऑनलाइन भुगतान करें।',
  'This order is already {status}; only a Pending order can be declined.':
    'यह ऑर्डर पहले से {status} है; केवल लंबित ऑर्डर मना किया जा सकता है।',
  Cancelled: 'रद्द',
  Declined: 'अस्वीकृत',
  Open: 'खुले',
  'Cancelled or declined': 'रद्द या अस्वीकृत',
  // ── Market prices: honest dates, local markets, crop names, sources (issue 19; issue 20 items 4–5) ──
  '{market}, {district} district': '{market}, {district} ज़िला',
  'median of {markets} markets in {district} district':
    '{district} ज़िले की {markets} मंडियों का मध्य भाव',
  '{market}, {state}': '{market}, {state}',
  'median of {markets} markets in {state}': '{state} की {markets} मंडियों का मध्य भाव',
  'all-India median of {markets} markets': 'पूरे भारत की {markets} मंडियों का मध्य भाव',
  'No mandi prices for that name. Did you mean {suggestion}?':
    'इस नाम के मंडी भाव नहीं हैं। क्या आपका मतलब {suggestion} था?',
  'Mandi price today: {price}/kg ({where}) · next 7 days: {trend}':
    'आज का मंडी भाव: {price}/किलो ({where}) · अगले 7 दिन: {trend}',
  'Mandi price of {date} ({age}): {price}/kg ({where}) · the 7 days after it: {trend}':
    '{date} का मंडी भाव ({age}): {price}/किलो ({where}) · उसके बाद के 7 दिन: {trend}',
  'From: {markets}': 'मंडियाँ: {markets}',
  'and {count} more': 'और {count} अन्य',
  'Markets in {district} district, then the rest of {state}, come first (your profile’s location).':
    'पहले {district} ज़िले की मंडियाँ, फिर बाकी {state} की (आपकी प्रोफ़ाइल का स्थान)।',
  'Markets in {state} come first (your profile’s location).':
    'पहले {state} की मंडियाँ (आपकी प्रोफ़ाइल का स्थान)।',
  'Your profile’s location, ‘{location}’, names no district or state of the price data, so all markets are listed, newest first.':
    'आपकी प्रोफ़ाइल का स्थान, ‘{location}’, भाव के आँकड़ों के किसी ज़िले या राज्य से नहीं मिलता, इसलिए सभी मंडियाँ दिखाई गई हैं, सबसे नई पहले।',
  'Latest prices: {date} — {age}': 'सबसे नए भाव: {date} — {age}',
  'These are not current prices.': 'ये आज के भाव नहीं हैं।',
  'Crop Prices at the Mandis': 'मंडियों में फ़सलों के भाव',
  'Not all of these prices are current.': 'इनमें से सभी भाव आज के नहीं हैं।',
  'Older than a week: {stale} of the {count} prices shown; each row says how old its price is. Check the price at your mandi before you sell.':
    'एक हफ़्ते से पुराने: दिखाए गए {count} भावों में से {stale}; हर पंक्ति में लिखा है कि उसका भाव कितना पुराना है। बेचने से पहले अपनी मंडी का भाव ज़रूर जाँचें।',
  '{crop} at {market} ({place}), from prices of {date}.':
    '{market} ({place}) में {crop}, {date} तक के भावों से।',
  'It is a market in your district with enough recent prices to forecast from.':
    'यह आपके ज़िले की वह मंडी है जिसके हाल के भाव अनुमान के लिए काफ़ी हैं।',
  'No market in your district has enough recent prices to forecast from; this one is in your state.':
    'आपके ज़िले की किसी मंडी के हाल के भाव अनुमान के लिए काफ़ी नहीं हैं; यह मंडी आपके राज्य की है।',
  'No market in your district or state has enough recent prices to forecast from; this one has.':
    'आपके ज़िले या राज्य की किसी मंडी के हाल के भाव अनुमान के लिए काफ़ी नहीं हैं; इस मंडी के हैं।',
  'How accurate it is at {market} cannot be told yet: it has too few recent prices there to test the forecast on.':
    '{market} में यह अनुमान कितना सटीक है, यह अभी नहीं बताया जा सकता: वहाँ अनुमान को परखने के लिए हाल के भाव बहुत कम हैं।',
  'Forecast from prices at {market} up to {date}. Tested on the four weeks before, it was off by about {error}% on average there: about {amount} on a price of {price} per kg.':
    '{market} के {date} तक के भावों से अनुमान। उससे पहले के चार हफ़्तों पर परखने पर यह वहाँ औसतन लगभग {error}% अलग रहा: {price} प्रति किलो के भाव पर लगभग {amount}।',
  'The newest is {age}. Use them as a guide to the usual level, and check the price at your mandi before you sell.':
    'सबसे नया भाव {age} है। इन्हें सामान्य स्तर के अंदाज़े के लिए देखें, और बेचने से पहले अपनी मंडी में भाव ज़रूर पूछें।',
  'The older price history is still loading. Forecasts use it once it is in.':
    'पुराने भावों का इतिहास लोड हो रहा है। लोड होने के बाद अनुमान इसका उपयोग करेंगे।',
  'The older price history is still loading: {percent}% ({done} of {total} rows). Forecasts use it once it is in.':
    'पुराने भावों का इतिहास लोड हो रहा है: {percent}% ({total} में से {done} पंक्तियाँ)। लोड होने के बाद अनुमान इसका उपयोग करेंगे।',
  'Sources: Agmarknet, Directorate of Marketing & Inspection, Ministry of Agriculture & Farmers Welfare, Government of India, via data.gov.in (Government Open Data License – India). Kerala spice prices also from the Kerala Department of Economics & Statistics.':
    'स्रोत: एगमार्कनेट, विपणन एवं निरीक्षण निदेशालय, कृषि एवं किसान कल्याण मंत्रालय, भारत सरकार, data.gov.in के माध्यम से (भारत सरकार ओपन डेटा लाइसेंस)। केरल के मसालों के भाव केरल के अर्थशास्त्र एवं सांख्यिकी विभाग से भी।',
  'Compiled from the public repositories {repos}.': 'सार्वजनिक रिपॉज़िटरी {repos} से संकलित।',
  'This forecast starts after the latest prices, of {date} ({age}): it is for the days after that date, not for the coming week.':
    'यह अनुमान सबसे नए भावों, {date} ({age}), के बाद से शुरू होता है: यह उस तारीख के बाद के दिनों का है, आने वाले हफ़्ते का नहीं।',
  'It has usually been close: a good guide.': 'यह आमतौर पर करीब रहा है: अच्छा मार्गदर्शक।',
  'It is a rough guide: expect the real price to differ.':
    'यह मोटा अंदाज़ा है: असली भाव अलग हो सकता है।',
  'It has often been far off: take it only as a sign of the direction.':
    'यह अक्सर काफ़ी दूर रहा है: इसे केवल दिशा का संकेत मानें।',
  today: 'आज',
  '1 day old': '1 दिन पुराना',
  '{count} days old': '{count} दिन पुराना',
  '1 week old': '1 हफ़्ता पुराना',
  '{count} weeks old': '{count} हफ़्ते पुराना',
  '1 month old': '1 महीना पुराना',
  '{count} months old': '{count} महीने पुराना',
  '1 year old': '1 साल पुराना',
  '{count} years old': '{count} साल पुराना',
  "No market prices for '{crop}'. Did you mean {suggestion}? Prices are known for {count} crops; pick one from the list.":
    "'{crop}' के मंडी भाव नहीं हैं। क्या आपका मतलब {suggestion} था? {count} फ़सलों के भाव उपलब्ध हैं; सूची में से एक चुनें।",
  'Crops with prices ({count}); Hindi and Tamil names work too':
    'भाव वाली फ़सलें ({count}); हिंदी और तमिल नाम भी चलते हैं',
  // ── end of market prices (issue 19) ──
  // --- Listing photos and browse (issue 20, items 1–2) ---
  Organic: 'जैविक',
  'Mandi price': 'मंडी भाव',
  Filters: 'फ़िल्टर',
  'Sort by': 'क्रम',
  Any: 'कोई भी',
  'Organic only': 'केवल जैविक',
  'Not organic': 'जैविक नहीं',
  'Lowest price (₹/kg)': 'न्यूनतम भाव (₹/किलो)',
  'Highest price (₹/kg)': 'अधिकतम भाव (₹/किलो)',
  'State or district': 'राज्य या ज़िला',
  'Nearest first: farmers whose location names your district, then your state.':
    'सबसे पास पहले: जिन किसानों के पते में आपका ज़िला है, फिर आपका राज्य।',
  'From the crop name': 'फ़सल के नाम से',
  'Grown organically': 'जैविक तरीके से उगाया गया',
  'Photo {n} of {name}': '{name} की फ़ोटो {n}',
  Photos: 'फ़ोटो',
  'Show photo {n} of {name}': '{name} की फ़ोटो {n} दिखाएँ',
  'Photo added.': 'फ़ोटो जोड़ दी गई।',
  'Photo deleted.': 'फ़ोटो हटा दी गई।',
  'Delete photo {n} of {name}': '{name} की फ़ोटो {n} हटाएँ',
  'Uploading photo...': 'फ़ोटो अपलोड हो रही है...',
  'Not available': 'उपलब्ध नहीं',
  'No mandi reports for this crop.': 'इस फ़सल की कोई मंडी रिपोर्ट नहीं है।',
  '{price}/kg in {state} · markets: {markets}': '{state} में {price}/किलो · मंडियाँ: {markets}',
  '{price}/kg across India · markets: {markets} · latest {date}':
    'पूरे भारत में {price}/किलो · मंडियाँ: {markets} · नवीनतम {date}',
  'Photos (up to {max}: JPEG, PNG or WebP, 10 MB each)':
    'फ़ोटो ({max} तक: JPEG, PNG या WebP, हर एक 10 MB तक)',
  'Photo {n}': 'फ़ोटो {n}',
  'Remove photo {n}': 'फ़ोटो {n} हटाएँ',
  Remove: 'हटाएँ',
  'This file is not a photo. Choose a JPEG, PNG or WebP image.':
    'यह फ़ाइल फ़ोटो नहीं है। JPEG, PNG या WebP तस्वीर चुनें।',
  'HEIC photos cannot be read here yet. Choose the photo from the gallery (phones send it as JPEG) or set the camera to JPEG ("Most Compatible").':
    'HEIC फ़ोटो अभी यहाँ नहीं पढ़ी जा सकतीं। फ़ोटो गैलरी से चुनें (फ़ोन उसे JPEG में भेजता है) या कैमरा JPEG ("Most Compatible") पर रखें।',
  'A photo can be at most 10 MB.': 'एक फ़ोटो अधिकतम 10 MB की हो सकती है।',
  'A listing can have at most 4 photos. Delete one to add another.':
    'एक लिस्टिंग में अधिकतम 4 फ़ोटो हो सकती हैं। नई जोड़ने के लिए एक हटाएँ।',
  'This photo could not be read. It may be damaged; try another one.':
    'यह फ़ोटो पढ़ी नहीं जा सकी। शायद यह ख़राब है; दूसरी आज़माएँ।',
  'Photo not found.': 'फ़ोटो नहीं मिली।',
  'This photo has more than {max} megapixels. Choose a smaller photo, or take it at a lower resolution.':
    'इस फ़ोटो में {max} मेगापिक्सल से ज़्यादा हैं। छोटी फ़ोटो चुनें, या कम रिज़ॉल्यूशन पर फ़ोटो लें।',
  'Your photos fill the {max} MB one account can store. Delete some photos or old products to add more.':
    'आपकी फ़ोटो ने एक खाते की पूरी {max} MB जगह भर दी है। और जोड़ने के लिए कुछ फ़ोटो या पुराने उत्पाद हटाएँ।',
  'You have {max} products listed (sold-out ones too), the most one account can hold. Delete one to add another.':
    'आपके {max} उत्पाद लिस्ट हैं (बिक चुके भी), एक खाते में इससे ज़्यादा नहीं हो सकते। नया जोड़ने के लिए एक हटाएँ।',
  'Products are being added too fast (at most {max} a minute). Please try again in {seconds} second.':
    'उत्पाद बहुत तेज़ी से जोड़े जा रहे हैं (एक मिनट में अधिकतम {max})। कृपया {seconds} सेकंड बाद फिर कोशिश करें।',
  'Products are being added too fast (at most {max} a minute). Please try again in {seconds} seconds.':
    'उत्पाद बहुत तेज़ी से जोड़े जा रहे हैं (एक मिनट में अधिकतम {max})। कृपया {seconds} सेकंड बाद फिर कोशिश करें।',
  'Remove the files that cannot be sent (or choose other photos), then add the product.':
    'जो फ़ाइलें भेजी नहीं जा सकतीं उन्हें हटाएँ (या दूसरी फ़ोटो चुनें), फिर उत्पाद जोड़ें।',
  'Not sent: {name}': 'नहीं भेजी गई: {name}',
  'Remove {name}': '{name} हटाएँ',
  'Photos of {name}': '{name} की फ़ोटो',
  'Product added. Not every photo could be added: see why below, and choose another here if you like.':
    'उत्पाद जुड़ गया। हर फ़ोटो नहीं जुड़ सकी: कारण नीचे देखें, और चाहें तो यहाँ दूसरी फ़ोटो चुनें।',
  'Newest first': 'नए पहले',
  'Price: low to high': 'भाव: कम से ज़्यादा',
  'Price: high to low': 'भाव: ज़्यादा से कम',
  'Nearest to me': 'मेरे सबसे पास',
  'Highest price must be at least the lowest price.': 'अधिकतम भाव न्यूनतम भाव से कम नहीं हो सकता।',
  'Price filter: a number of rupees from 0 to 1,00,000.':
    'भाव फ़िल्टर: 0 से 1,00,000 तक रुपयों की संख्या।',
  Yes: 'हाँ',
  No: 'नहीं',
  // --- end listing photos and browse ---
  // Issue 20 (dashboards, rough edges): added in one block.
  'FarmTrek — Connecting Farmers & Buyers': 'FarmTrek — किसानों और खरीदारों को जोड़ता है',
  Menu: 'मेनू',
  'Farmer dashboard': 'किसान डैशबोर्ड',
  Product: 'उत्पाद',
  'None of these items could be added to your cart.':
    'इनमें से कोई भी चीज़ आपके कार्ट में नहीं जोड़ी जा सकी।',
  'The items of order {number} are in your cart.': 'ऑर्डर {number} की चीज़ें आपके कार्ट में हैं।',
  '{added} of the {count} items of order {number} are in your cart.':
    'ऑर्डर {number} की {count} में से {added} चीज़ें आपके कार्ट में हैं।',
  'Your orders could not be loaded.': 'आपके ऑर्डर लोड नहीं हो सके।',
  'No orders yet.': 'अभी कोई ऑर्डर नहीं।',
  'Browse products': 'उत्पाद देखें',
  'Recent orders': 'हाल के ऑर्डर',
  '{kg} kg {crop}': '{kg} किलो {crop}',
  'from {farmer}': '{farmer} से',
  'Reorder {number}': 'ऑर्डर {number} फिर से करें',
  Reorder: 'फिर से ऑर्डर करें',
  'Your recent orders': 'आपके हाल के ऑर्डर',
  'All orders': 'सभी ऑर्डर',
  'Your figures could not be loaded.': 'आपके आँकड़े लोड नहीं हो सके।',
  'At a glance': 'एक नज़र में',
  'Open orders': 'खुले ऑर्डर',
  'Listings on sale': 'बिक्री पर लिस्टिंग',
  'Sold this month': 'इस महीने बिका',
  'Earnings this month': 'इस महीने की कमाई',
  'Newest orders': 'नए ऑर्डर',
  '1 order is waiting for you to send it.': '1 ऑर्डर भेजे जाने का इंतज़ार कर रहा है।',
  '{count} orders are waiting for you to send them.': '{count} ऑर्डर भेजे जाने का इंतज़ार कर रहे हैं।',
  'for {buyer}, {date}': '{buyer} के लिए, {date}',
  'Your latest listing': 'आपकी नई लिस्टिंग',
  Added: 'जोड़ा गया',
  'All your listings': 'आपकी सभी लिस्टिंग',
  'Last known reading, {time}:': 'आख़िरी ज्ञात रीडिंग, {time}:',
  'Name: at most 80 characters.': 'नाम: ज़्यादा से ज़्यादा 80 अक्षर।',
  'Email: at most 254 characters.': 'ईमेल: ज़्यादा से ज़्यादा 254 अक्षर।',
  'Location: at most 120 characters.': 'स्थान: ज़्यादा से ज़्यादा 120 अक्षर।',
  'Phone: at most 32 characters.': 'फ़ोन: ज़्यादा से ज़्यादा 32 अक्षर।',
  'Name: at most 120 characters.': 'नाम: ज़्यादा से ज़्यादा 120 अक्षर।',
  'Message: at most 5000 characters.': 'संदेश: ज़्यादा से ज़्यादा 5000 अक्षर।',
  'Password must be at most 128 characters long.': 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है।',
  // End of issue 20's block.
  // --- Online payments (issue 18) ---
  'A UPI ID looks like name@bank.': 'UPI आईडी name@bank जैसी दिखती है।',
  'A bank account needs its IFSC and the account holder’s name.':
    'बैंक खाते के साथ उसका IFSC और खाताधारक का नाम भी चाहिए।',
  'A bank account number has 9 to 18 digits.': 'बैंक खाता संख्या में 9 से 18 अंक होते हैं।',
  'A linked account id looks like acc_ followed by 14 letters or digits.':
    'लिंक्ड खाता आईडी acc_ के बाद 14 अक्षरों या अंकों जैसी दिखती है।',
  'Account holder name': 'खाताधारक का नाम',
  'Add at least one way to be paid: a linked account, a UPI ID, or a bank account with its IFSC.':
    'भुगतान पाने का कम से कम एक तरीका जोड़ें: लिंक्ड खाता, UPI आईडी, या IFSC के साथ बैंक खाता।',
  'An IFSC has 11 characters, such as SBIN0001234.': 'IFSC में 11 अक्षर होते हैं, जैसे SBIN0001234।',
  'Bank account ending {last4}': '{last4} पर ख़त्म होने वाला बैंक खाता',
  'Bank account number': 'बैंक खाता संख्या',
  'Cancelled — not paid in time': 'रद्द — समय पर भुगतान नहीं हुआ',
  'Cancelled — refunded to the buyer': 'रद्द — ख़रीदार को पैसे लौटाए गए',
  'Confirming your payment…': 'आपके भुगतान की पुष्टि हो रही है…',
  'Enter the account holder’s name as the bank has it.': 'खाताधारक का नाम वैसे ही लिखें जैसे बैंक में दर्ज है।',
  IFSC: 'IFSC कोड',
  'Not paid in time': 'समय पर भुगतान नहीं हुआ',
  'Online payment is not available yet. Please choose Cash on Delivery.':
    'ऑनलाइन भुगतान अभी उपलब्ध नहीं है। कृपया कैश ऑन डिलीवरी चुनें।',
  Paid: 'भुगतान हो गया',
  'Paid online': 'ऑनलाइन भुगतान हो गया',
  'Paid out to you': 'आपको भुगतान कर दिया गया',
  'Paid — held until delivery': 'भुगतान हुआ — डिलीवरी तक रोका गया',
  'Pay by {time}, or the order is cancelled and its items go back on sale.':
    '{time} तक भुगतान करें, वरना ऑर्डर रद्द हो जाएगा और सामान फिर से बिक्री पर चला जाएगा।',
  'Pay cash on delivery instead': 'इसके बजाय डिलीवरी पर नकद दें',
  'Pay for your order': 'अपने ऑर्डर का भुगतान करें',
  'Order paid': 'ऑर्डर का भुगतान हो गया',
  'Pay now': 'अभी भुगतान करें',
  'Payment failed': 'भुगतान विफल',
  'Payment failed — try again or choose Cash on Delivery':
    'भुगतान विफल — फिर से कोशिश करें या कैश ऑन डिलीवरी चुनें',
  'Payment received': 'भुगतान मिल गया',
  'Payout details': 'भुगतान पाने का विवरण',
  'Payout details saved.': 'भुगतान विवरण सहेज लिया गया।',
  'Payment account ID from FarmTrek (only if we gave you one)':
    'FarmTrek से मिला भुगतान खाता ID (केवल तब, जब हमने आपको दिया हो)',
  'Refund failed — we will contact you': 'रिफ़ंड विफल — हम आपसे संपर्क करेंगे',
  'Refund in progress': 'रिफ़ंड जारी है',
  'Refund of {amount}: {state}': '{amount} का रिफ़ंड: {state}',
  'Refund requested': 'रिफ़ंड का अनुरोध किया गया',
  Refunded: 'पैसे लौटा दिए गए',
  Refunds: 'रिफ़ंड',
  'Released to you': 'आपके लिए जारी किया गया',
  'Save payout details': 'भुगतान विवरण सहेजें',
  'Switched to Cash on Delivery': 'कैश ऑन डिलीवरी में बदला गया',
  'The payment could not be verified. Try again or choose Cash on Delivery.':
    'भुगतान की पुष्टि नहीं हो सकी। फिर से कोशिश करें या कैश ऑन डिलीवरी चुनें।',
  'The payment service is not reachable right now. Please try again in a moment.':
    'भुगतान सेवा से अभी संपर्क नहीं हो पा रहा। कृपया थोड़ी देर में फिर कोशिश करें।',
  'The webhook signature is missing or wrong.': 'वेबहुक का हस्ताक्षर नहीं है या ग़लत है।',
  'This order has no online payment.': 'इस ऑर्डर का कोई ऑनलाइन भुगतान नहीं है।',
  'This order is already paid.': 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
  'This order was not paid in time and has been cancelled. Its items are back in stock.':
    'इस ऑर्डर का भुगतान समय पर नहीं हुआ, इसलिए इसे रद्द कर दिया गया है। इसका सामान फिर से स्टॉक में है।',
  'Try again': 'फिर से कोशिश करें',
  'UPI ID': 'UPI आईडी',
  'View your orders': 'अपने ऑर्डर देखें',
  'Where we pay you for orders paid online. The money is held until you deliver.':
    'ऑनलाइन भुगतान वाले ऑर्डरों के पैसे हम यहाँ भेजेंगे। डिलीवरी होने तक पैसा रोका जाता है।',
  'You will pay in cash on delivery.': 'आप डिलीवरी पर नकद भुगतान करेंगे।',
  '{amount} by UPI': 'UPI से {amount}',
  '{amount} by card': 'कार्ड से {amount}',
  // Payout details change only with the password (payout-details-form.tsx).
  'Your password': 'आपका पासवर्ड',
  'To keep your money safe, saving needs your password. We tell you by SMS and email each time these details change.':
    'आपका पैसा सुरक्षित रखने के लिए, सहेजने पर आपका पासवर्ड चाहिए। जब भी ये विवरण बदलते हैं, हम आपको SMS और ईमेल से बताते हैं।',
  'Your payout details changed, so new payouts wait until {time}.':
    'आपका भुगतान विवरण बदला है, इसलिए नए भुगतान {time} तक रुके रहेंगे।',
  'Enter your password to change where you are paid.':
    'पैसा कहाँ मिले, यह बदलने के लिए अपना पासवर्ड डालें।',
  'That password is not right. Your payout details were not changed.':
    'यह पासवर्ड सही नहीं है। आपका भुगतान विवरण नहीं बदला गया।',
  'Too many wrong passwords. You can change your payout details again in {minutes} minute.':
    'बहुत बार ग़लत पासवर्ड डाला गया। आप {minutes} मिनट बाद अपना भुगतान विवरण फिर से बदल सकते हैं।',
  'Too many wrong passwords. You can change your payout details again in {minutes} minutes.':
    'बहुत बार ग़लत पासवर्ड डाला गया। आप {minutes} मिनट बाद अपना भुगतान विवरण फिर से बदल सकते हैं।',
  // --- end of online payments ---
  // ── Price alerts (issue 22) ──
  'Price alerts': 'भाव अलर्ट',
  "We send you an SMS or email when a crop's mandi price crosses the line you set: once, with the price and its date, and not again until the price has gone back across the line.":
    'जब किसी फ़सल का मंडी भाव आपकी तय की गई सीमा पार करता है, हम आपको SMS या ईमेल भेजते हैं: एक बार, भाव और उसकी तारीख के साथ, और तब तक दोबारा नहीं जब तक भाव वापस सीमा के पार न चला जाए।',
  'New alert': 'नया अलर्ट',
  'You have {max} price alerts, the most one account can hold. Delete one to add another.':
    'आपके {max} भाव अलर्ट हैं, एक खाते में इससे ज़्यादा नहीं हो सकते। नया जोड़ने के लिए एक हटाएँ।',
  'Alert set.': 'अलर्ट लग गया।',
  'My alerts ({count} of {max})': 'मेरे अलर्ट ({max} में से {count})',
  'English, Hindi or Tamil names work, e.g. Onion, pyaz, vengayam.':
    'अंग्रेज़ी, हिंदी या तमिल नाम चलते हैं, जैसे Onion, प्याज़, vengayam।',
  Where: 'कहाँ',
  'My district (from my profile)': 'मेरा ज़िला (मेरी प्रोफ़ाइल से)',
  'A market': 'कोई मंडी',
  'A state': 'कोई राज्य',
  'All India': 'पूरा भारत',
  State: 'राज्य',
  'Price per kg (₹)': 'प्रति किलो भाव (₹)',
  'Send by': 'किससे भेजें',
  'Save changes': 'बदलाव सहेजें',
  'Set alert': 'अलर्ट लगाएँ',
  'You have no price alerts yet.': 'आपका अभी कोई भाव अलर्ट नहीं है।',
  'Above {price} per kg': '{price} प्रति किलो से ऊपर',
  'Below {price} per kg': '{price} प्रति किलो से नीचे',
  Paused: 'रुका हुआ',
  'Sent; waiting for the price to come back across the line':
    'भेजा गया; भाव के वापस सीमा पार आने का इंतज़ार',
  Watching: 'नज़र रखी जा रही है',
  '{crop} at {market}': '{market} में {crop}',
  '{crop} in {district} district': '{district} ज़िले में {crop}',
  '{crop} in {state}': '{state} में {crop}',
  '{crop} across India': 'पूरे भारत में {crop}',
  'By {channels}': '{channels} से',
  'no channel': 'कोई माध्यम नहीं',
  'Alert saved.': 'अलर्ट सहेजा गया।',
  'Delete this alert?': 'यह अलर्ट हटाएँ?',
  'Alert deleted.': 'अलर्ट हटा दिया गया।',
  Resume: 'फिर शुरू करें',
  Pause: 'रोकें',
  'Price alert not found.': 'भाव अलर्ट नहीं मिला।',
  'You can only change your own price alerts.': 'आप केवल अपने भाव अलर्ट बदल सकते हैं।',
  '{crop} has too little price history to forecast, so a forecast alert for it would never fire. Set a price alert (above or below a price) instead.':
    '{crop} का भाव इतिहास अनुमान लगाने के लिए बहुत छोटा है, इसलिए इसका अनुमान अलर्ट कभी नहीं आएगा। इसके बजाय भाव अलर्ट (किसी भाव से ऊपर या नीचे) लगाएँ।',
  "Your profile's location names no district we have {crop} prices for. Choose a market, a state or all India.":
    'आपकी प्रोफ़ाइल के स्थान में ऐसा कोई ज़िला नहीं है जिसके {crop} भाव हमारे पास हों। कोई मंडी, राज्य या पूरा भारत चुनें।',
  "No {crop} prices for '{place}'. Check the spelling, or choose all India.":
    "'{place}' के {crop} भाव नहीं हैं। वर्तनी जाँचें, या पूरा भारत चुनें।",
  'This unsubscribe link is not valid.': 'यह सदस्यता-समाप्ति लिंक मान्य नहीं है।',
  'Please enter a crop.': 'कृपया फ़सल लिखें।',
  'Enter a price per kg between ₹0.01 and ₹100,000.': '₹0.01 से ₹100,000 के बीच प्रति किलो भाव लिखें।',
  'Choose SMS, email or both.': 'SMS, ईमेल या दोनों चुनें।',
  'Name the market or state.': 'मंडी या राज्य का नाम लिखें।',
  'Crop: at most 100 characters.': 'फ़सल: अधिकतम 100 अक्षर।',
  'Place: at most 100 characters.': 'स्थान: अधिकतम 100 अक्षर।',
  'Nothing to change.': 'बदलने के लिए कुछ नहीं है।',
  'Price alerts: get an SMS or email when a crop’s price crosses your line':
    'भाव अलर्ट: जब किसी फ़सल का भाव आपकी सीमा पार करे तो SMS या ईमेल पाएँ',
  'Tell me when': 'मुझे बताएँ जब',
  'the price goes above': 'भाव इससे ऊपर जाए',
  'the price goes below': 'भाव इससे नीचे जाए',
  'the 7-day forecast says up by more than': '7 दिन का अनुमान इससे ज़्यादा बढ़त बताए',
  'the 7-day forecast says down by more than': '7 दिन का अनुमान इससे ज़्यादा गिरावट बताए',
  'Percent (%)': 'प्रतिशत (%)',
  "Forecasts are for the crop's price across India.": 'अनुमान पूरे भारत में फ़सल के भाव का होता है।',
  'Forecast up by more than {percent}% within 7 days': '7 दिनों में अनुमान {percent}% से ज़्यादा ऊपर',
  'Forecast down by more than {percent}% within 7 days': '7 दिनों में अनुमान {percent}% से ज़्यादा नीचे',
  'Enter a percentage between 1 and 100.': '1 से 100 के बीच प्रतिशत लिखें।',
  // ── end of price alerts (issue 22) ──
  // ── the operator console (its API's errors) ──
  'Access Denied: Only operators can access this section.': 'प्रवेश निषेध: यह भाग केवल ऑपरेटरों के लिए है।',
  'An operator account cannot take the buyer or farmer role.':
    'ऑपरेटर खाता खरीदार या किसान की भूमिका नहीं ले सकता।',
  'This account is suspended. Contact FarmTrek support.':
    'यह खाता निलंबित है। FarmTrek सहायता से संपर्क करें।',
  'Enter the code from your authenticator app.': 'अपने ऑथेंटिकेटर ऐप का कोड लिखें।',
  'That code is not right. Enter the current code from your authenticator app.':
    'यह कोड सही नहीं है। अपने ऑथेंटिकेटर ऐप का मौजूदा कोड लिखें।',
  'The sign-in took too long. Log in again with your password.':
    'साइन इन में बहुत देर हो गई। अपने पासवर्ड से फिर से लॉग इन करें।',
  'Choose a new password and set up your authenticator app before using the console.':
    'कंसोल इस्तेमाल करने से पहले नया पासवर्ड चुनें और अपना ऑथेंटिकेटर ऐप सेट करें।',
  'No such account.': 'ऐसा कोई खाता नहीं है।',
  'Two-factor sign-in is already set up for this account.':
    'इस खाते के लिए दो-चरणीय साइन इन पहले से सेट है।',
  'Operator accounts cannot be suspended from the console.':
    'ऑपरेटर खाते कंसोल से निलंबित नहीं किए जा सकते।',
  'This account is already suspended.': 'यह खाता पहले से निलंबित है।',
  'This account is not suspended.': 'यह खाता निलंबित नहीं है।',
  'No such message.': 'ऐसा कोई संदेश नहीं है।',
  'Only a failed message can be sent again; this one is {status}.':
    'केवल विफल संदेश फिर से भेजा जा सकता है; यह संदेश {status} है।',
  // ── end of the operator console ──
  // ── accounts: phone codes, code sign-in, a forgotten password ──
  'Choose a new password': 'नया पासवर्ड चुनें',
  'Forgot password?': 'पासवर्ड भूल गए?',
  'Log in with email and password': 'ईमेल और पासवर्ड से लॉग इन करें',
  'Sign in with mobile number': 'मोबाइल नंबर से लॉग इन करें',
  'Verify your mobile number': 'अपने मोबाइल नंबर की पुष्टि करें',
  Continue: 'आगे बढ़ें',
  Later: 'बाद में',
  'Sending the code': 'कोड भेजा जा रहा है',
  'Send code': 'कोड भेजें',
  'Email or mobile number': 'ईमेल या मोबाइल नंबर',
  'We send a link to your email, or a code to your verified mobile number.':
    'हम आपके ईमेल पर एक लिंक, या आपके पुष्टि किए गए मोबाइल नंबर पर एक कोड भेजते हैं।',
  'Reset password': 'पासवर्ड रीसेट करें',
  Code: 'कोड',
  'New password': 'नया पासवर्ड',
  'New password again': 'नया पासवर्ड दोबारा',
  Saving: 'सहेजा जा रहा है',
  'Set new password': 'नया पासवर्ड सेट करें',
  'Send the code again in {seconds} s': '{seconds} सेकंड में कोड दोबारा भेजें',
  'Send the code again': 'कोड दोबारा भेजें',
  'Enter the 6-digit code we sent by SMS to {phone}.':
    '{phone} पर SMS से भेजा गया 6 अंकों का कोड दर्ज करें।',
  'Checking the code': 'कोड जाँचा जा रहा है',
  Verify: 'पुष्टि करें',
  'Your mobile number is verified.': 'आपके मोबाइल नंबर की पुष्टि हो गई है।',
  'Until your mobile number is verified, we send it no SMS other than codes.':
    'जब तक आपके मोबाइल नंबर की पुष्टि नहीं होती, हम उस पर कोड के अलावा कोई SMS नहीं भेजते।',
  'That code is not right. {left} try left.': 'यह कोड सही नहीं है। {left} कोशिश बाकी है।',
  'That code is not right. {left} tries left.': 'यह कोड सही नहीं है। {left} कोशिशें बाकी हैं।',
  'This code has expired or was already used. Ask for a new one.':
    'इस कोड की समय-सीमा खत्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। नया कोड मँगाएँ।',
  'Too many wrong tries for this code. Ask for a new one.':
    'इस कोड के लिए बहुत ज़्यादा गलत कोशिशें हुईं। नया कोड मँगाएँ।',
  'A code was just sent. You can ask for another in {seconds} second.':
    'अभी एक कोड भेजा गया है। आप {seconds} सेकंड बाद दूसरा कोड मँगा सकते हैं।',
  'A code was just sent. You can ask for another in {seconds} seconds.':
    'अभी एक कोड भेजा गया है। आप {seconds} सेकंड बाद दूसरा कोड मँगा सकते हैं।',
  'Too many codes were sent to this number. Please try again in {minutes} minute.':
    'इस नंबर पर बहुत ज़्यादा कोड भेजे गए हैं। कृपया {minutes} मिनट बाद फिर कोशिश करें।',
  'Too many codes were sent to this number. Please try again in {minutes} minutes.':
    'इस नंबर पर बहुत ज़्यादा कोड भेजे गए हैं। कृपया {minutes} मिनट बाद फिर कोशिश करें।',
  'Too many codes were asked for from your network. Please try again in {minutes} minute.':
    'आपके नेटवर्क से बहुत ज़्यादा कोड मँगाए गए हैं। कृपया {minutes} मिनट बाद फिर कोशिश करें।',
  'Too many codes were asked for from your network. Please try again in {minutes} minutes.':
    'आपके नेटवर्क से बहुत ज़्यादा कोड मँगाए गए हैं। कृपया {minutes} मिनट बाद फिर कोशिश करें।',
  'This is not the mobile number on your account. Change the number in your profile first.':
    'यह आपके खाते का मोबाइल नंबर नहीं है। पहले अपनी प्रोफ़ाइल में नंबर बदलें।',
  'This mobile number is already verified on another account.':
    'इस मोबाइल नंबर की पुष्टि पहले ही किसी दूसरे खाते पर हो चुकी है।',
  'Your mobile number is already verified.': 'आपके मोबाइल नंबर की पुष्टि पहले ही हो चुकी है।',
  'This reset link is not valid, was already used or has expired. Ask for a new one.':
    'यह रीसेट लिंक मान्य नहीं है, पहले ही इस्तेमाल हो चुका है या इसकी समय-सीमा खत्म हो गई है। नया लिंक मँगाएँ।',
  'Your current password is not right.': 'आपका मौजूदा पासवर्ड सही नहीं है।',
  'This account signs in with its password and authenticator app, not with an SMS code.':
    'यह खाता अपने पासवर्ड और ऑथेंटिकेटर ऐप से लॉग इन करता है, SMS कोड से नहीं।',
  'Enter your mobile number.': 'अपना मोबाइल नंबर दर्ज करें।',
  'Enter the 6-digit code from the SMS.': 'SMS में आया 6 अंकों का कोड दर्ज करें।',
  'Enter your email address or your mobile number.': 'अपना ईमेल पता या मोबाइल नंबर दर्ज करें।',
  'Enter a new password.': 'नया पासवर्ड दर्ज करें।',
  'The two passwords are not the same.': 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  'We have sent a 6-digit code by SMS to your mobile number.':
    'हमने आपके मोबाइल नंबर पर SMS से 6 अंकों का कोड भेजा है।',
  'If this number belongs to an account with a verified number, we have sent it a 6-digit code by SMS.':
    'अगर यह नंबर किसी ऐसे खाते का है जिसके नंबर की पुष्टि हो चुकी है, तो हमने उस पर SMS से 6 अंकों का कोड भेजा है।',
  'If an account matches, we have sent it a way to reset the password. Check your email or SMS.':
    'अगर कोई खाता मेल खाता है, तो हमने उसे पासवर्ड रीसेट करने का तरीका भेजा है। अपना ईमेल या SMS देखें।',
  'Your password is changed and every device was signed out. Log in with the new password.':
    'आपका पासवर्ड बदल गया है और हर डिवाइस से लॉग आउट कर दिया गया है। नए पासवर्ड से लॉग इन करें।',
  'Change password': 'पासवर्ड बदलें',
  'Signed-in devices': 'लॉग इन किए गए डिवाइस',
  'Current password': 'मौजूदा पासवर्ड',
  'Unknown device': 'अज्ञात डिवाइस',
  'This device': 'यह डिवाइस',
  'Last used {date}': 'पिछला इस्तेमाल {date}',
  'Sign out everywhere else': 'बाकी सब जगह से लॉग आउट करें',
  'A new number is verified again by a code.': 'नए नंबर की पुष्टि फिर से कोड से होती है।',
  'Edit profile, password and devices': 'प्रोफ़ाइल, पासवर्ड और डिवाइस बदलें',
  'Enter your current password.': 'अपना मौजूदा पासवर्ड दर्ज करें।',
  'Your profile is saved.': 'आपकी प्रोफ़ाइल सहेज ली गई है।',
  'Your password is changed. Every other device was signed out.':
    'आपका पासवर्ड बदल गया है। बाकी हर डिवाइस से लॉग आउट कर दिया गया है।',
  'Every other device was signed out.': 'बाकी हर डिवाइस से लॉग आउट कर दिया गया है।',
  'Name: at most 60 characters.': 'नाम: अधिकतम 60 अक्षर।',
  // ── end of accounts ──
}
export default catalogue
