import type { Catalogue } from './catalogue.ts'

// Tamil translations, keyed by the English text. Every `t('…')` key of the client and
// every key of message-keys.ts is here; scripts/i18n-keys.test.ts fails on a missing or unused key.
// `{name}` placeholders stay as they are; ₹ amounts, numbers and dates are formatted by #core/i18n/format.ts.
const catalogue: Catalogue = {
  'You are offline.': 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள்.',
  'Showing data from {time}.': '{time} நிலவரப்படியான தரவு காட்டப்படுகிறது.',
  'Showing the data saved on this device.': 'இந்தச் சாதனத்தில் சேமிக்கப்பட்ட தரவு காட்டப்படுகிறது.',
  Main: 'முதன்மை',
  Home: 'முகப்பு',
  Dashboard: 'டாஷ்போர்டு',
  Profile: 'சுயவிவரம்',
  'Buyer dashboard': 'வாங்குபவர் டாஷ்போர்டு',
  Login: 'உள்நுழைவு',
  Register: 'பதிவு செய்க',
  "© FarmTrek — fair prices for India's farmers and buyers.":
    '© FarmTrek — இந்திய விவசாயிகளுக்கும் வாங்குபவர்களுக்கும் நியாயமான விலை.',
  Footer: 'அடிக்குறிப்பு',
  About: 'எங்களைப் பற்றி',
  Contact: 'தொடர்பு',
  Terms: 'விதிமுறைகள்',
  Privacy: 'தனியுரிமை',
  'Skip to content': 'உள்ளடக்கத்துக்குச் செல்க',
  'Loading...': 'ஏற்றப்படுகிறது...',
  'This page failed to load. Check your connection, then try again.':
    'இந்தப் பக்கம் ஏற்றப்படவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து, மீண்டும் முயலவும்.',
  'Something went wrong while showing this page.': 'இந்தப் பக்கத்தைக் காட்டும்போது ஏதோ தவறு நடந்தது.',
  'This page failed to load': 'இந்தப் பக்கம் ஏற்றப்படவில்லை',
  'Something went wrong': 'ஏதோ தவறு நடந்தது',
  Retry: 'மீண்டும் முயல்க',
  'About FarmTrek': 'FarmTrek பற்றி',
  "FarmTrek connects India's farmers directly with buyers — households, kirana stores, restaurants and traders. We started from a simple observation: the farmer who grows the onion usually knows less about its price than everyone who resells it.":
    'FarmTrek இந்திய விவசாயிகளை வாங்குபவர்களுடன் நேரடியாக இணைக்கிறது — குடும்பங்கள், மளிகைக் கடைகள், உணவகங்கள், வியாபாரிகள். ஒரு எளிய உண்மையிலிருந்து நாங்கள் தொடங்கினோம்: வெங்காயத்தை விளைவிக்கும் விவசாயிக்கு, அதை மறுவிற்பனை செய்யும் அனைவரையும் விட அதன் விலை பற்றிப் பொதுவாகக் குறைவாகவே தெரியும்.',
  'What we do': 'நாங்கள் என்ன செய்கிறோம்',
  'Live wholesale prices from Agmarknet mandis, searchable by crop and market.':
    'அக்மார்க்நெட் சந்தைகளின் நேரடி மொத்த விலைகள், பயிர் மற்றும் சந்தை வாரியாகத் தேடலாம்.',
  'A 7-day price forecast for each crop, with an honest range and its track record.':
    'ஒவ்வொரு பயிருக்கும் 7 நாள் விலை முன்கணிப்பு, நேர்மையான வரம்பும் அதன் கடந்தகாலத் துல்லியமும் சேர்த்து.',
  'Listings that farmers control — price, quantity and edits — and a fair-price hint from the mandi data.':
    'விவசாயிகளே கட்டுப்படுத்தும் பட்டியல்கள் — விலை, அளவு, திருத்தங்கள் — மற்றும் சந்தைத் தரவிலிருந்து நியாய விலைக் குறிப்பு.',
  'Supply-chain orders that farmers move from Pending to In Transit to Delivered, visible live to the buyer.':
    "விவசாயிகள் 'நிலுவையில்' இருந்து 'போக்குவரத்தில்', பின் 'வழங்கப்பட்டது' என நகர்த்தும் விநியோகச் சங்கிலி ஆர்டர்கள்; வாங்குபவர் அவற்றை நேரலையில் பார்க்கலாம்.",
  'SMS and email confirmations that are never lost, even when a provider is down.':
    'சேவை வழங்குநர் செயலிழந்தாலும் ஒருபோதும் தொலையாத SMS மற்றும் மின்னஞ்சல் உறுதிப்படுத்தல்கள்.',
  'Where the prices come from': 'விலைகள் எங்கிருந்து வருகின்றன',
  'Market prices are Agmarknet wholesale reports published by the Directorate of Marketing & Inspection, Ministry of Agriculture & Farmers Welfare, through data.gov.in. Prices are reported per quintal; we show them per kg.':
    'சந்தை விலைகள், வேளாண்மை மற்றும் விவசாயிகள் நல அமைச்சகத்தின் சந்தைப்படுத்தல் மற்றும் ஆய்வு இயக்ககம் data.gov.in வழியாக வெளியிடும் அக்மார்க்நெட் மொத்த விலை அறிக்கைகள். விலைகள் குவிண்டாலுக்குத் தெரிவிக்கப்படுகின்றன; நாங்கள் அவற்றைக் கிலோவுக்குக் காட்டுகிறோம்.',
  'Questions?': 'கேள்விகள் உள்ளதா?',
  'Contact us': 'எங்களைத் தொடர்புகொள்ளுங்கள்',
  'Add Product': 'பொருள் சேர்',
  'Adding...': 'சேர்க்கப்படுகிறது...',
  'Back to dashboard': 'டாஷ்போர்டுக்குத் திரும்பு',
  Products: 'பொருட்கள்',
  'Browse fresh produce and farmers’ live listings.':
    'புதிய விளைபொருட்களையும் விவசாயிகளின் நேரடிப் பட்டியல்களையும் பாருங்கள்.',
  'View Orders': 'ஆர்டர்களைப் பார்',
  'See your cart and check out.': 'உங்கள் கூடையைப் பார்த்து ஆர்டரை முடியுங்கள்.',
  Transactions: 'பரிவர்த்தனைகள்',
  'Follow your past and current orders live.':
    'உங்கள் பழைய மற்றும் நடப்பு ஆர்டர்களை நேரலையில் பின்தொடருங்கள்.',
  'Welcome, Buyer!': 'வரவேற்கிறோம், வாங்குபவரே!',
  'Find the best fresh produce at fair prices.':
    'நியாயமான விலையில் சிறந்த புதிய விளைபொருட்களைப் பெறுங்கள்.',
  Buyer: 'வாங்குபவர்',
  Checkout: 'செக்அவுட்',
  'No items in the cart': 'கூடையில் பொருட்கள் எதுவும் இல்லை',
  'Continue Shopping': 'தொடர்ந்து வாங்குங்கள்',
  'Full Name': 'முழுப் பெயர்',
  'Delivery Address': 'டெலிவரி முகவரி',
  'Contact Number': 'தொடர்பு எண்',
  'Payment Method': 'பணம் செலுத்தும் முறை',
  'You will pay by UPI when the payment page opens; we never ask for card details here.':
    'பணம் செலுத்தும் பக்கம் திறந்ததும் UPI மூலம் செலுத்துவீர்கள்; இங்கே நாங்கள் ஒருபோதும் கார்டு விவரங்களைக் கேட்பதில்லை.',
  'You will pay by card when the payment page opens; we never ask for card details here.':
    'பணம் செலுத்தும் பக்கம் திறந்ததும் கார்டு மூலம் செலுத்துவீர்கள்; இங்கே நாங்கள் ஒருபோதும் கார்டு விவரங்களைக் கேட்பதில்லை.',
  'Placing your order': 'உங்கள் ஆர்டர் பதிவாகிறது',
  'Confirm Order': 'ஆர்டரை உறுதிசெய்',
  'Back to cart': 'கூடைக்குத் திரும்பு',
  'We answer every message, usually within one working day.':
    'ஒவ்வொரு செய்திக்கும் பதிலளிக்கிறோம், வழக்கமாக ஒரு வேலை நாளுக்குள்.',
  'Support email': 'உதவி மின்னஞ்சல்',
  Phone: 'தொலைபேசி',
  'Send us a message': 'எங்களுக்குச் செய்தி அனுப்புங்கள்',
  'Farming practices': 'வேளாண் நடைமுறைகள்',
  'Crop advisories, package of practices and expert advice from the Farmers’ Portal.':
    'பயிர் ஆலோசனைகள், சாகுபடி நடைமுறைத் தொகுப்பு மற்றும் விவசாயிகள் இணையதளத்தின் நிபுணர் ஆலோசனை.',
  'Market insights': 'சந்தை நிலவரம்',
  'Daily arrivals and modal prices from mandis across India on Agmarknet.':
    'அக்மார்க்நெட்டில் இந்தியா முழுவதும் உள்ள சந்தைகளின் தினசரி வரத்தும் மாதிரி விலைகளும்.',
  'Government schemes': 'அரசுத் திட்டங்கள்',
  'PM-KISAN income support: check eligibility, beneficiary status and eKYC.':
    'பிஎம்-கிசான் வருமான உதவி: தகுதி, பயனாளி நிலை மற்றும் eKYC-ஐச் சரிபாருங்கள்.',
  'Organic farming': 'இயற்கை வேளாண்மை',
  'Participatory Guarantee System certification from the National Centre of Organic Farming.':
    'தேசிய இயற்கை வேளாண்மை மையத்தின் பங்கேற்பு உத்தரவாத அமைப்பு (PGS) சான்றிதழ்.',
  Events: 'நிகழ்வுகள்',
  'Kisan melas, trainings and field days from ICAR institutes and Krishi Vigyan Kendras.':
    'ICAR நிறுவனங்கள் மற்றும் வேளாண் அறிவியல் நிலையங்களின் கிசான் மேளாக்கள், பயிற்சிகள், வயல் தினங்கள்.',
  'Soil health': 'மண் வளம்',
  'Soil Health Card: test results and fertiliser recommendations for your field.':
    'மண் வள அட்டை: உங்கள் வயலின் மண் பரிசோதனை முடிவுகளும் உரப் பரிந்துரைகளும்.',
  'Real-Time Prices': 'நேரடி சந்தை விலைகள்',
  'Supply Chain': 'விநியோகச் சங்கிலி',
  Farmer: 'விவசாயி',
  'Farmer tools': 'விவசாயி கருவிகள்',
  'Welcome, {name}!': 'வரவேற்கிறோம், {name}!',
  'Your profile': 'உங்கள் சுயவிவரம்',
  Name: 'பெயர்',
  Email: 'மின்னஞ்சல்',
  Location: 'இடம்',
  '“The ultimate goal of farming is not the growing of crops, but the cultivation and perfection of human beings.”':
    '“வேளாண்மையின் இறுதி நோக்கம் பயிர்களை வளர்ப்பது அல்ல, மனிதர்களைப் பண்படுத்தி முழுமையாக்குவதே.”',
  '— Masanobu Fukuoka': '— மசனோபு ஃபுகுவோகா',
  Resources: 'பயனுள்ள வளங்கள்',
  '(opens in a new tab)': '(புதிய தாவலில் திறக்கும்)',
  'Fair pricing': 'நியாயமான விலை',
  'Live mandi rates and a 7-day forecast, so every deal starts from the real market price.':
    'நேரடி சந்தை விலைகளும் 7 நாள் முன்கணிப்பும் — ஒவ்வொரு பேரமும் உண்மையான சந்தை விலையிலிருந்து தொடங்க.',
  Transparency: 'வெளிப்படைத்தன்மை',
  'Buyers see who grew their food; farmers see every order and its status as it moves.':
    'தங்கள் உணவை யார் விளைவித்தார்கள் என வாங்குபவர்கள் பார்க்கிறார்கள்; ஒவ்வொரு ஆர்டரும் அதன் நிலையும் நகர்வதை விவசாயிகள் பார்க்கிறார்கள்.',
  'A better supply chain': 'சிறந்த விநியோகச் சங்கிலி',
  'Orders go from Pending to In Transit to Delivered, and both sides see each step live.':
    "ஆர்டர்கள் 'நிலுவையில்' இருந்து 'போக்குவரத்தில்', பின் 'வழங்கப்பட்டது' என நகர்கின்றன; ஒவ்வொரு படியையும் இரு தரப்பும் நேரலையில் பார்க்கின்றனர்.",
  'farmers onboarded': 'விவசாயிகள் இணைந்துள்ளனர்',
  'successful transactions': 'வெற்றிகரமான பரிவர்த்தனைகள்',
  'local markets': 'உள்ளூர் சந்தைகள்',
  'Access Denied: Only Farmers can access this section.':
    'அணுகல் மறுக்கப்பட்டது: இந்தப் பகுதியை விவசாயிகள் மட்டுமே அணுக முடியும்.',
  'Access Denied: Only Buyers can access this section.':
    'அணுகல் மறுக்கப்பட்டது: இந்தப் பகுதியை வாங்குபவர்கள் மட்டுமே அணுக முடியும்.',
  'Welcome to FarmTrek': 'FarmTrek-க்கு வரவேற்கிறோம்',
  'Connecting Farmers & Buyers for a better marketplace':
    'சிறந்த சந்தைக்காக விவசாயிகளையும் வாங்குபவர்களையும் இணைக்கிறோம்',
  'Get Started': 'தொடங்குங்கள்',
  'Our promises': 'எங்கள் உறுதிமொழிகள்',
  'FarmTrek in numbers': 'எண்களில் FarmTrek',
  'What you can do': 'நீங்கள் என்ன செய்யலாம்',
  'For Farmers': 'விவசாயிகளுக்கு',
  'List your crops, watch live mandi prices, get a 7-day forecast and run your orders.':
    'உங்கள் பயிர்களைப் பட்டியலிடுங்கள், நேரடி சந்தை விலைகளைப் பாருங்கள், 7 நாள் முன்கணிப்பைப் பெறுங்கள், உங்கள் ஆர்டர்களை நிர்வகியுங்கள்.',
  'Open farmers': 'விவசாயிகள் பகுதியைத் திற',
  'For Buyers': 'வாங்குபவர்களுக்கு',
  'Browse fresh produce straight from farmers, keep a cart and check out in minutes.':
    'விவசாயிகளிடமிருந்து நேரடியாகப் புதிய விளைபொருட்களைப் பாருங்கள், கூடையில் சேர்த்து, சில நிமிடங்களில் ஆர்டரை முடியுங்கள்.',
  'Open buyers': 'வாங்குபவர் பகுதியைத் திற',
  Marketplace: 'சந்தை',
  'See what farmers are selling right now, with prices and quantities.':
    'விவசாயிகள் இப்போது என்ன விற்கிறார்கள் என்பதை விலை மற்றும் அளவுடன் பாருங்கள்.',
  'Open marketplace': 'சந்தையைத் திற',
  "FarmTrek is a marketplace built for India's farmers and the people who buy from them. Farmers see the same Agmarknet mandi prices traders see, with an honest forecast of where they are heading, and sell directly to buyers. Buyers get fresh produce at fair prices and can follow every order from the farm to their door.":
    'FarmTrek இந்திய விவசாயிகளுக்கும் அவர்களிடம் வாங்குபவர்களுக்கும் உருவாக்கப்பட்ட சந்தை. வியாபாரிகள் பார்க்கும் அதே அக்மார்க்நெட் சந்தை விலைகளை, விலைகள் எந்தத் திசையில் செல்கின்றன என்ற நேர்மையான முன்கணிப்புடன் விவசாயிகளும் பார்த்து, வாங்குபவர்களுக்கு நேரடியாக விற்கிறார்கள். வாங்குபவர்கள் நியாயமான விலையில் புதிய விளைபொருட்களைப் பெற்று, ஒவ்வொரு ஆர்டரையும் வயலிலிருந்து தங்கள் வீட்டு வாசல் வரை பின்தொடரலாம்.',
  'Read more about us': 'எங்களைப் பற்றி மேலும் படிக்க',
  Password: 'கடவுச்சொல்',
  'Logging in': 'உள்நுழைகிறது',
  'New to FarmTrek?': 'FarmTrek-க்குப் புதியவரா?',
  'Register here': 'இங்கே பதிவு செய்யுங்கள்',
  'What farmers on FarmTrek are selling right now, with prices per kg and the quantity left.':
    'FarmTrek-இல் விவசாயிகள் இப்போது விற்பவை — கிலோவுக்கான விலையும் மீதமுள்ள அளவும் சேர்த்து.',
  'Search for crops': 'பயிர்களைத் தேடுங்கள்',
  'Search for crops...': 'பயிர்களைத் தேடுங்கள்...',
  'Loading listings...': 'பட்டியல்கள் ஏற்றப்படுகின்றன...',
  'No matching products found': 'பொருந்தும் பொருட்கள் எதுவும் கிடைக்கவில்லை',
  'No farmer listings right now. Please check back soon.':
    'இப்போது விவசாயிகளின் பட்டியல்கள் எதுவும் இல்லை. சிறிது நேரம் கழித்துப் பாருங்கள்.',
  'Buy Now': 'இப்போது வாங்கு',
  'Your Cart': 'உங்கள் கூடை',
  'Cart items': 'கூடையில் உள்ள பொருட்கள்',
  'Farmer: {name}': 'விவசாயி: {name}',
  'Cancel {name}': '{name} — ரத்து செய்',
  'Cancel {name} in order {number}': 'ஆர்டர் {number}-இல் {name} — ரத்து செய்',
  Cancel: 'ரத்து செய்',
  Close: 'மூடு',
  'Proceed to Checkout': 'செக்அவுட்டுக்குச் செல்',
  'We keep only what the service needs, and we never sell it.':
    'சேவைக்குத் தேவையானதை மட்டுமே வைத்திருக்கிறோம்; அதை ஒருபோதும் விற்பதில்லை.',
  'What we store': 'நாங்கள் சேமிப்பவை',
  'Your account: name, email, mobile number, location, your roles, and your password as a one-way hash.':
    'உங்கள் கணக்கு: பெயர், மின்னஞ்சல், கைபேசி எண், இடம், உங்கள் பங்குகள், மற்றும் ஒருவழி ஹாஷ் வடிவில் உங்கள் கடவுச்சொல்.',
  'Your listings, orders and their status history.':
    'உங்கள் பட்டியல்கள், ஆர்டர்கள் மற்றும் அவற்றின் நிலை வரலாறு.',
  'The SMS and email messages we send you, with their delivery status (you can see them on your profile).':
    'நாங்கள் உங்களுக்கு அனுப்பும் SMS மற்றும் மின்னஞ்சல் செய்திகள், அவற்றின் விநியோக நிலையுடன் (உங்கள் சுயவிவரத்தில் இவற்றைப் பார்க்கலாம்).',
  'Messages you send us through the contact form.':
    'தொடர்புப் படிவம் மூலம் நீங்கள் எங்களுக்கு அனுப்பும் செய்திகள்.',
  'Who sees it': 'இதை யார் பார்க்கிறார்கள்',
  "A buyer's name and order reach the farmer who fulfils it; a farmer's name and location are shown with their listings. Nobody else sees your orders.":
    'வாங்குபவரின் பெயரும் ஆர்டரும் அதை நிறைவேற்றும் விவசாயியை மட்டுமே சென்றடையும்; விவசாயியின் பெயரும் இடமும் அவரது பட்டியல்களுடன் காட்டப்படும். உங்கள் ஆர்டர்களை வேறு யாரும் பார்ப்பதில்லை.',
  'Cookies and storage': 'குக்கீகளும் சேமிப்பகமும்',
  'One cookie keeps you logged in (HttpOnly, not readable by scripts). Your browser keeps your cart and a few display settings in local storage.':
    'ஒரு குக்கீ உங்களை உள்நுழைந்த நிலையில் வைத்திருக்கிறது (HttpOnly, ஸ்கிரிப்ட்களால் படிக்க முடியாது). உங்கள் உலாவி உங்கள் கூடையையும் சில காட்சி அமைப்புகளையும் லோக்கல் ஸ்டோரேஜில் வைத்திருக்கிறது.',
  'Your choices': 'உங்கள் தேர்வுகள்',
  'Ask us through the contact page to correct or delete your account data.':
    'உங்கள் கணக்குத் தரவைத் திருத்த அல்லது நீக்க, தொடர்புப் பக்கம் வழியாக எங்களைக் கேளுங்கள்.',
  'Back to Products': 'பொருட்களுக்குத் திரும்பு',
  'Product not found': 'பொருள் கிடைக்கவில்லை',
  '{price}/kg': '{price}/கிலோ',
  Category: 'வகை',
  Availability: 'இருப்பு நிலை',
  'ADD TO CART': 'கூடையில் சேர்',
  'This item is out of stock for now.': 'இந்தப் பொருள் இப்போது இருப்பில் இல்லை.',
  'Quantity must be a whole number of kg, at least 1.':
    'அளவு முழு கிலோவில் இருக்க வேண்டும், குறைந்தது 1.',
  'Only {max} kg is left.': '{max} கிலோ மட்டுமே மீதமுள்ளது.',
  'Only {max} kg are left.': '{max} கிலோ மட்டுமே மீதமுள்ளன.',
  '{price} / kg': '{price} / கிலோ',
  'Listed by a farmer on FarmTrek and sold by the kg.':
    'FarmTrek-இல் ஒரு விவசாயி பட்டியலிட்டது, கிலோ கணக்கில் விற்கப்படுகிறது.',
  'Sold out': 'விற்றுத் தீர்ந்தது',
  '{kg} kg left': '{kg} கிலோ மீதம்',
  'Quantity (kg), 1 to {max}': 'அளவு (கிலோ), 1 முதல் {max}',
  'This listing is sold out.': 'இந்தப் பட்டியல் விற்றுத் தீர்ந்தது.',
  'Available Products': 'கிடைக்கும் பொருட்கள்',
  'Back to Dashboard': 'டாஷ்போர்டுக்குத் திரும்பு',
  Categories: 'வகைகள்',
  Catalogue: 'பொருள் பட்டியல்',
  'From our farmers': 'எங்கள் விவசாயிகளிடமிருந்து',
  'Live listings from farmers on FarmTrek, sold by the kg.':
    'FarmTrek விவசாயிகளின் நேரடிப் பட்டியல்கள், கிலோ கணக்கில் விற்பனை.',
  'No farmer listings match your search.': 'உங்கள் தேடலுக்குப் பொருந்தும் விவசாயிப் பட்டியல்கள் இல்லை.',
  'No farmer listings right now.': 'இப்போது விவசாயிகளின் பட்டியல்கள் எதுவும் இல்லை.',
  'Registration failed. Please try again.': 'பதிவு தோல்வியடைந்தது. மீண்டும் முயலவும்.',
  'At least 8 characters, not a common password.': 'குறைந்தது 8 எழுத்துகள், பொதுவான கடவுச்சொல் கூடாது.',
  Hide: 'மறை',
  Show: 'காட்டு',
  Role: 'பங்கு',
  'Phone Number': 'தொலைபேசி எண்',
  '10-digit mobile number; +91 is added for you.': '10 இலக்க கைபேசி எண்; +91 தானாகச் சேர்க்கப்படும்.',
  Registering: 'பதிவு செய்யப்படுகிறது',
  'Already registered?': 'ஏற்கெனவே பதிவு செய்தவரா?',
  'Please enter the transport, for example a vehicle number.':
    'போக்குவரத்தை உள்ளிடவும், எடுத்துக்காட்டாக வாகன எண்.',
  '{crop} for {buyer} is In Transit.': '{buyer} அவர்களுக்கான {crop} போக்குவரத்தில் உள்ளது.',
  'Transport for {crop}': '{crop} — போக்குவரத்து',
  'Transport (vehicle number)': 'போக்குவரத்து (வாகன எண்)',
  'e.g. TN-09-AB-1234': 'எ.கா. TN-09-AB-1234',
  'Confirm In Transit': "'போக்குவரத்தில்' என உறுதிசெய்",
  Done: 'முடிந்தது',
  'Mark In Transit': "'போக்குவரத்தில்' எனக் குறி",
  '{crop} for {buyer} is Delivered.': '{buyer} அவர்களுக்கு {crop} வழங்கப்பட்டது.',
  'Mark Delivered': "'வழங்கப்பட்டது' எனக் குறி",
  'Live updates on': 'நேரலை புதுப்பிப்புகள் இயக்கத்தில்',
  'Reconnecting…': 'மீண்டும் இணைகிறது…',
  'Connecting…': 'இணைகிறது…',
  'Error: {message}': 'பிழை: {message}',
  'No supply-chain orders yet.': 'இன்னும் விநியோகச் சங்கிலி ஆர்டர்கள் இல்லை.',
  'Supply-chain orders': 'விநியோகச் சங்கிலி ஆர்டர்கள்',
  Crop: 'பயிர்',
  Status: 'நிலை',
  Transport: 'போக்குவரத்து',
  'Next step': 'அடுத்த படி',
  '{kg} kg': '{kg} கிலோ',
  'Terms of use': 'பயன்பாட்டு விதிமுறைகள்',
  'By using FarmTrek you agree to these terms. They are written to be read, not to hide anything.':
    'FarmTrek-ஐப் பயன்படுத்துவதன் மூலம் இந்த விதிமுறைகளை ஏற்கிறீர்கள். இவை எதையும் மறைக்க அல்ல, படிக்கவே எழுதப்பட்டவை.',
  '1. Accounts': '1. கணக்குகள்',
  'You register with your real name, a working email address and an Indian mobile number. Keep your password to yourself; you are responsible for what is done with your account.':
    'உங்கள் உண்மையான பெயர், செயல்படும் மின்னஞ்சல் முகவரி, இந்தியக் கைபேசி எண் ஆகியவற்றுடன் பதிவு செய்கிறீர்கள். உங்கள் கடவுச்சொல்லை யாரிடமும் பகிர வேண்டாம்; உங்கள் கணக்கில் நடப்பவற்றுக்கு நீங்களே பொறுப்பு.',
  '2. Listings and orders': '2. பட்டியல்களும் ஆர்டர்களும்',
  'Farmers list produce they have and can deliver, at the price they set. An order is an agreement between buyer and farmer; FarmTrek records it, reserves the quantity and shows its status. Cash on Delivery is paid to the farmer on delivery; online payments are not yet taken.':
    'விவசாயிகள் தங்களிடம் உள்ள, வழங்கக்கூடிய விளைபொருட்களைத் தாங்கள் நிர்ணயிக்கும் விலையில் பட்டியலிடுகிறார்கள். ஆர்டர் என்பது வாங்குபவருக்கும் விவசாயிக்கும் இடையிலான ஒப்பந்தம்; FarmTrek அதைப் பதிவுசெய்து, அளவை ஒதுக்கி, அதன் நிலையைக் காட்டுகிறது. டெலிவரியின்போது ரொக்கம் விவசாயிக்குச் செலுத்தப்படும்; ஆன்லைன் பணம் இன்னும் ஏற்கப்படுவதில்லை.',
  '3. Prices and forecasts': '3. விலைகளும் முன்கணிப்புகளும்',
  'Mandi prices come from public Agmarknet reports and may be late or incomplete. Forecasts are estimates with a stated range, not promises; decide with care.':
    'சந்தை விலைகள் அக்மார்க்நெட்டின் பொது அறிக்கைகளிலிருந்து வருகின்றன; அவை தாமதமாகவோ முழுமையற்றதாகவோ இருக்கலாம். முன்கணிப்புகள் குறிப்பிட்ட வரம்புடன் கூடிய மதிப்பீடுகள், வாக்குறுதிகள் அல்ல; கவனத்துடன் முடிவெடுங்கள்.',
  '4. Fair use': '4. நியாயமான பயன்பாடு',
  "Do not misuse the service: no false listings, no attempts to get into other people's accounts, no automated scraping that harms others' use.":
    'சேவையைத் தவறாகப் பயன்படுத்த வேண்டாம்: பொய்யான பட்டியல்கள் கூடாது, பிறரின் கணக்குகளுக்குள் நுழைய முயற்சி கூடாது, பிறரின் பயன்பாட்டைப் பாதிக்கும் தானியங்கித் தரவுச் சுரண்டல் கூடாது.',
  '5. Changes': '5. மாற்றங்கள்',
  'We may change these terms; we will say so on this page with the date of the change.':
    'இந்த விதிமுறைகளை நாங்கள் மாற்றலாம்; அப்படியானால், மாற்றிய தேதியுடன் இந்தப் பக்கத்தில் தெரிவிப்போம்.',
  'Order {number}': 'ஆர்டர் {number}',
  Total: 'மொத்தம்',
  'Payment: {method} · {status}': 'கட்டணம்: {method} · {status}',
  '{kg} kg × {price} = {total} · {farmer}': '{kg} கிலோ × {price} = {total} · {farmer}',
  'Transport: {transport}': 'போக்குவரத்து: {transport}',
  'Here you can view your past and current transactions.':
    'உங்கள் பழைய மற்றும் நடப்புப் பரிவர்த்தனைகளை இங்கே பார்க்கலாம்.',
  'You have not placed any orders yet.': 'நீங்கள் இன்னும் எந்த ஆர்டரும் செய்யவில்லை.',
  'Your orders': 'உங்கள் ஆர்டர்கள்',
  'Welcome! Choose Your Role': 'வரவேற்கிறோம்! உங்கள் பங்கைத் தேர்ந்தெடுங்கள்',
  'Dismiss notice': 'அறிவிப்பை மூடு',
  Language: 'மொழி',
  'You have logged out!': 'நீங்கள் வெளியேறிவிட்டீர்கள்!',
  'Farmer profile': 'விவசாயி சுயவிவரம்',
  'Buyer profile': 'வாங்குபவர் சுயவிவரம்',
  'Loading farmer data...': 'விவசாயித் தரவு ஏற்றப்படுகிறது...',
  'Loading buyer data...': 'வாங்குபவர் தரவு ஏற்றப்படுகிறது...',
  'No farmer data available.': 'விவசாயித் தரவு எதுவும் இல்லை.',
  'No buyer data available.': 'வாங்குபவர் தரவு எதுவும் இல்லை.',
  'Go to Dashboard': 'டாஷ்போர்டுக்குச் செல்',
  Logout: 'வெளியேறு',
  'Contact form': 'தொடர்புப் படிவம்',
  Message: 'செய்தி',
  Sending: 'அனுப்பப்படுகிறது',
  'Send Message': 'செய்தி அனுப்பு',
  'Thank you! We will get back to you soon.': 'நன்றி! விரைவில் உங்களைத் தொடர்புகொள்வோம்.',
  Available: 'கிடைப்பது',
  SMS: 'குறுஞ்செய்தி',
  Sent: 'அனுப்பப்பட்டது',
  'Waiting to send': 'அனுப்பக் காத்திருக்கிறது',
  'Could not be sent': 'அனுப்ப முடியவில்லை',
  'Not sent: no address': 'அனுப்பப்படவில்லை: முகவரி இல்லை',
  'Not sent: held back': 'அனுப்பப்படவில்லை: நிறுத்தி வைக்கப்பட்டது',
  'My messages': 'எனது செய்திகள்',
  'Loading messages...': 'செய்திகள் ஏற்றப்படுகின்றன...',
  'No messages yet.': 'இன்னும் செய்திகள் இல்லை.',
  'to {recipient}': '{recipient} க்கு',
  'Show more messages': 'மேலும் செய்திகளைக் காட்டு',
  rising: 'உயர்கிறது',
  falling: 'குறைகிறது',
  steady: 'நிலையாக உள்ளது',
  'Product updated successfully!': 'பொருள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
  'Edit product': 'பொருளைத் திருத்து',
  Save: 'சேமி',
  'Saving...': 'சேமிக்கப்படுகிறது...',
  'Product deleted.': 'பொருள் நீக்கப்பட்டது.',
  'Delete product': 'பொருளை நீக்கு',
  Delete: 'நீக்கு',
  'My listed products': 'நான் பட்டியலிட்ட பொருட்கள்',
  'Loading your products': 'உங்கள் பொருட்கள் ஏற்றப்படுகின்றன',
  'Product Name': 'பொருளின் பெயர்',
  Price: 'விலை',
  Quantity: 'அளவு',
  Actions: 'செயல்கள்',
  'Edit {name}': '{name} — திருத்து',
  Edit: 'திருத்து',
  'Delete {name}': '{name} — நீக்கு',
  'My products pages': 'எனது பொருட்களின் பக்கங்கள்',
  Previous: 'முந்தையது',
  'Page {page} of {count}': 'பக்கம் {page} / {count}',
  Next: 'அடுத்தது',
  'Crop Name': 'பயிரின் பெயர்',
  'Price per kg': 'கிலோ விலை',
  'Quantity (kg)': 'அளவு (கிலோ)',
  Weather: 'வானிலை',
  City: 'நகரம்',
  'Search a city...': 'நகரத்தைத் தேடுங்கள்...',
  Search: 'தேடு',
  'Loading weather': 'வானிலை ஏற்றப்படுகிறது',
  Temperature: 'வெப்பநிலை',
  '{value} °C': '{value} °C',
  Humidity: 'ஈரப்பதம்',
  '{value}%': '{value}%',
  'Wind speed': 'காற்றின் வேகம்',
  '{value} m/s': '{value} மீ/வி',
  Tomato: 'தக்காளி',
  'Firm, ripe desi tomatoes from Kolar, picked the day before dispatch. Good for curries, chutneys and salads.':
    'கோலாரிலிருந்து உறுதியான, பழுத்த நாட்டுத் தக்காளி, அனுப்புவதற்கு முந்தைய நாள் பறிக்கப்பட்டது. குழம்பு, சட்னி, சாலட்டுக்கு ஏற்றது.',
  Onion: 'வெங்காயம்',
  'Red Nashik onions with a dry outer skin that keep well for weeks in a cool, airy place.':
    'உலர்ந்த வெளித்தோலுடன் கூடிய நாசிக் சிவப்பு வெங்காயம்; குளிர்ந்த, காற்றோட்டமான இடத்தில் வாரக்கணக்கில் கெடாமல் இருக்கும்.',
  Brinjal: 'கத்தரிக்காய்',
  'Glossy purple brinjal (baingan), tender with few seeds; ideal for bharta and sambar.':
    'பளபளப்பான ஊதா நிறக் கத்தரிக்காய், மென்மையானது, விதைகள் குறைவு; பர்த்தா, சாம்பாருக்கு ஏற்றது.',
  Okra: 'வெண்டைக்காய்',
  'Young, tender bhindi that snaps cleanly; harvested small so it stays crisp when fried.':
    'எளிதாக ஒடியும் இளம், மென்மையான வெண்டைக்காய்; வறுக்கும்போது மொறுமொறுப்பாக இருக்கச் சிறியதாகவே பறிக்கப்பட்டது.',
  Cauliflower: 'காலிஃபிளவர்',
  'Tight white gobi heads from the winter harvest, trimmed of outer leaves.':
    'குளிர்கால அறுவடையின் இறுக்கமான வெண்மையான காலிஃபிளவர் பூக்கள், வெளி இலைகள் நீக்கப்பட்டவை.',
  Cabbage: 'முட்டைக்கோஸ்',
  'Heavy, compact green cabbage from the Nilgiris hills, sweet and crunchy.':
    'நீலகிரி மலையிலிருந்து கனமான, இறுக்கமான பச்சை முட்டைக்கோஸ்; இனிப்பும் மொறுமொறுப்பும் கொண்டது.',
  'Green Chilli': 'பச்சை மிளகாய்',
  'Hot Guntur green chillies, fresh and glossy; a little goes a long way.':
    'குண்டூரின் காரமான பச்சை மிளகாய், புதியதும் பளபளப்பானதும்; கொஞ்சமே போதும்.',
  'Bottle Gourd': 'சுரைக்காய்',
  'Pale green lauki with soft skin, picked young for kofta, dal and halwa.':
    'மென்மையான தோலுடைய வெளிர் பச்சைச் சுரைக்காய், கோஃப்தா, பருப்பு, அல்வாவுக்காக இளசாகப் பறிக்கப்பட்டது.',
  'Basmati Rice': 'பாசுமதி அரிசி',
  'Aged long-grain basmati from Karnal that cooks fluffy and fragrant.':
    'கர்னாலிலிருந்து பழைய நீள்மணி பாசுமதி; உதிரியாகவும் மணமாகவும் வேகும்.',
  Wheat: 'கோதுமை',
  'Sharbati wheat from Sehore, cleaned and sun-dried; grinds into soft, sweet atta.':
    'செஹோரின் ஷர்பதி கோதுமை, சுத்தம் செய்து வெயிலில் உலர்த்தியது; மென்மையான, இனிப்பான மாவாக அரைபடும்.',
  Bajra: 'கம்பு',
  'Pearl millet from Rajasthan, rich in iron; for rotis, khichdi and porridge.':
    'ராஜஸ்தானின் கம்பு, இரும்புச்சத்து நிறைந்தது; ரொட்டி, கிச்சடி, கஞ்சிக்கு.',
  Jowar: 'சோளம்',
  'White sorghum from Solapur, gluten-free; makes light bhakri.':
    'சோலாப்பூரின் வெள்ளைச் சோளம், குளூட்டன் இல்லாதது; லேசான பாக்ரி செய்யலாம்.',
  Ragi: 'கேழ்வரகு',
  'Finger millet from Tumakuru, high in calcium; for mudde, dosa and malt.':
    'தும்கூரின் கேழ்வரகு, கால்சியம் நிறைந்தது; களி, தோசை, மால்ட்டுக்கு.',
  Potato: 'உருளைக்கிழங்கு',
  'Clean, medium Agra potatoes that hold their shape in sabzi and turn fluffy when mashed.':
    'ஆக்ராவின் சுத்தமான நடுத்தர உருளைக்கிழங்கு; பொரியலில் வடிவம் குலையாது, மசித்தால் மிருதுவாகும்.',
  Carrot: 'கேரட்',
  'Sweet red Delhi carrots, the winter kind for gajar halwa and salads.':
    'இனிப்பான டெல்லி சிவப்புக் கேரட், கேரட் அல்வா, சாலட்டுக்கான குளிர்கால வகை.',
  Radish: 'முள்ளங்கி',
  'White mooli with its greens, crisp and mildly peppery; for parathas and salads.':
    'இலைகளுடன் வெள்ளை முள்ளங்கி, மொறுமொறுப்பும் லேசான காரமும் கொண்டது; பராட்டா, சாலட்டுக்கு.',
  Beetroot: 'பீட்ரூட்',
  'Deep red beetroot from Ooty, earthy and sweet; for poriyal, juice and raita.':
    'ஊட்டியின் அடர் சிவப்பு பீட்ரூட், மண்வாசனையும் இனிப்பும் கொண்டது; பொரியல், சாறு, ரைத்தாவுக்கு.',
  'Sweet Potato': 'சர்க்கரைவள்ளிக் கிழங்கு',
  'Pink-skinned shakarkandi, roasted on coals or boiled with chaat masala.':
    'இளஞ்சிவப்புத் தோலுடைய சர்க்கரைவள்ளிக் கிழங்கு; தணலில் சுட்டோ, வேகவைத்து சாட் மசாலாவுடனோ சாப்பிடலாம்.',
  Spinach: 'பசலைக்கீரை',
  'Tender palak bunches, washed of soil and sold by weight; for palak paneer and dal.':
    'மென்மையான பசலைக்கீரைக் கட்டுகள், மண் கழுவி எடைக்கு விற்கப்படுகின்றன; பாலக் பனீர், பருப்புக்கு.',
  'Fenugreek Leaves': 'வெந்தயக் கீரை',
  'Fresh methi with small leaves and a pleasant bitterness; for thepla and aloo methi.':
    'சிறிய இலைகளும் இனிய கசப்பும் கொண்ட புதிய வெந்தயக் கீரை; தேப்லா, ஆலு மேத்திக்கு.',
  'Coriander Leaves': 'கொத்தமல்லித் தழை',
  'Fragrant dhania with roots on, so it stays fresh longer in the fridge.':
    'வேருடன் கூடிய மணமான கொத்தமல்லித் தழை; ஃப்ரிட்ஜில் நீண்ட நாள் புதிதாக இருக்கும்.',
  'Amaranth Leaves': 'தண்டுக்கீரை',
  'Red and green chaulai (thandu keerai), quick to cook and full of iron.':
    'சிவப்பு, பச்சைத் தண்டுக்கீரை; விரைவில் வேகும், இரும்புச்சத்து நிறைந்தது.',
  'Mustard Greens': 'கடுகுக் கீரை',
  'Sarson da saag greens from Punjab, young leaves with tender stems.':
    "பஞ்சாபின் 'சர்சோன் டா சாக்' கடுகுக் கீரை, மென்மையான தண்டுகளுடன் இளம் இலைகள்.",
  'Toor Dal': 'துவரம் பருப்பு',
  'Unpolished arhar dal from Latur that cooks soft for everyday dal and sambar.':
    'லாத்தூரின் பாலிஷ் செய்யாத துவரம் பருப்பு; அன்றாடப் பருப்புக்கும் சாம்பாருக்கும் மென்மையாக வேகும்.',
  'Moong Dal': 'பாசிப் பருப்பு',
  'Split yellow moong, light and quick to cook; for khichdi and halwa.':
    'உடைத்த மஞ்சள் பாசிப் பருப்பு, லேசானது, விரைவில் வேகும்; கிச்சடி, அல்வாவுக்கு.',
  'Chana Dal': 'கடலைப் பருப்பு',
  'Split Bengal gram from Madhya Pradesh, nutty and firm; for dal, vada and besan.':
    'மத்தியப் பிரதேசத்தின் கடலைப் பருப்பு, கொட்டை மணமும் உறுதியும் கொண்டது; பருப்பு, வடை, கடலை மாவுக்கு.',
  'Urad Dal': 'உளுத்தம் பருப்பு',
  'Whole and split black gram for idli, dosa batter and dal makhani.':
    'முழு மற்றும் உடைத்த உளுந்து; இட்லி, தோசை மாவுக்கும் தால் மக்கனிக்கும்.',
  'Masoor Dal': 'மசூர் பருப்பு',
  'Split red lentils that cook in minutes into a smooth, comforting dal.':
    'சில நிமிடங்களில் வெந்து மென்மையான, இதமான பருப்பாகும் சிவப்பு மசூர் பருப்பு.',
  All: 'அனைத்தும்',
  Grains: 'தானியங்கள்',
  Vegetables: 'காய்கறிகள்',
  'Root Vegetables': 'கிழங்கு வகைகள்',
  Pulses: 'பருப்பு வகைகள்',
  'Leafy Greens': 'கீரை வகைகள்',
  'In Stock': 'இருப்பில் உள்ளது',
  'Limited Stock': 'குறைந்த இருப்பு',
  'Out of Stock': 'இருப்பில் இல்லை',
  Pending: 'நிலுவையில்',
  'In Transit': 'போக்குவரத்தில்',
  Delivered: 'வழங்கப்பட்டது',
  'Cash on Delivery': 'டெலிவரியில் ரொக்கம்',
  'UPI Payment': 'UPI கட்டணம்',
  'Debit/Credit Card': 'டெபிட்/கிரெடிட் கார்டு',
  'Due on delivery': 'டெலிவரியின்போது செலுத்த வேண்டும்',
  'Awaiting payment': 'கட்டணத்துக்காகக் காத்திருக்கிறது',
  'Please enter your full name.': 'உங்கள் முழுப் பெயரை உள்ளிடவும்.',
  'Please enter your delivery address.': 'உங்கள் டெலிவரி முகவரியை உள்ளிடவும்.',
  'Please enter your contact number.': 'உங்கள் தொடர்பு எண்ணை உள்ளிடவும்.',
  'Order Placed Successfully!': 'ஆர்டர் வெற்றிகரமாகப் பதிவானது!',
  'Please enter your full delivery address (house, street, town and PIN code).':
    'முழு டெலிவரி முகவரியை உள்ளிடவும் (வீடு, தெரு, ஊர், பின் கோடு).',
  'Your cart is full: an order can hold at most 50 items.':
    'உங்கள் கூடை நிரம்பிவிட்டது: ஒரு ஆர்டரில் அதிகபட்சம் 50 பொருட்கள் இருக்கலாம்.',
  'Your saved cart could not be read, so it has been emptied.':
    'சேமித்த உங்கள் கூடையைப் படிக்க முடியவில்லை, எனவே அது காலி செய்யப்பட்டது.',
  'Please fill in all fields.': 'அனைத்துப் புலங்களையும் நிரப்பவும்.',
  'Please enter both email and password.': 'மின்னஞ்சல், கடவுச்சொல் இரண்டையும் உள்ளிடவும்.',
  'User already exists in database. Please login.': 'இந்தப் பயனர் ஏற்கெனவே உள்ளார். உள்நுழையவும்.',
  'User profile not found!': 'பயனர் சுயவிவரம் கிடைக்கவில்லை!',
  'Incorrect email or password.': 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு.',
  'Please enter a valid email address.': 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
  'Enter a 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210.':
    '10 இலக்க இந்தியக் கைபேசி எண்ணை உள்ளிடவும், எ.கா. 98765 43210 அல்லது +91 98765 43210.',
  'Password must be at least {min} characters long.':
    'கடவுச்சொல் குறைந்தது {min} எழுத்துகள் கொண்டிருக்க வேண்டும்.',
  'Password is one of the most common passwords; choose a less common one.':
    'இது மிகப் பொதுவான கடவுச்சொற்களில் ஒன்று; அவ்வளவு பொதுவல்லாத ஒன்றைத் தேர்ந்தெடுக்கவும்.',
  'Registration successful! Redirecting...': 'பதிவு வெற்றிகரமாக முடிந்தது! திருப்பிவிடப்படுகிறது...',
  'Login successful! Sending confirmation...': 'உள்நுழைவு வெற்றி! உறுதிப்படுத்தல் அனுப்பப்படுகிறது...',
  'Too many failed login attempts. Please try again in {minutes} minute.':
    'பல உள்நுழைவு முயற்சிகள் தோல்வியடைந்தன. {minutes} நிமிடத்தில் மீண்டும் முயலவும்.',
  'Too many failed login attempts. Please try again in {minutes} minutes.':
    'பல உள்நுழைவு முயற்சிகள் தோல்வியடைந்தன. {minutes} நிமிடங்களில் மீண்டும் முயலவும்.',
  'Too many logins. Please try again in {minutes} minute.':
    'பலமுறை உள்நுழைந்துள்ளீர்கள். {minutes} நிமிடத்தில் மீண்டும் முயலவும்.',
  'Too many logins. Please try again in {minutes} minutes.':
    'பலமுறை உள்நுழைந்துள்ளீர்கள். {minutes} நிமிடங்களில் மீண்டும் முயலவும்.',
  'Too many requests. Please try again in {seconds} seconds.':
    'அதிகமான கோரிக்கைகள். {seconds} விநாடிகளில் மீண்டும் முயலவும்.',
  'Please log in to continue.': 'தொடர உள்நுழையவும்.',
  'Please fill in all fields!': 'அனைத்துப் புலங்களையும் நிரப்பவும்!',
  'You must be logged in to add products!': 'பொருட்களைச் சேர்க்க நீங்கள் உள்நுழைந்திருக்க வேண்டும்!',
  'Failed to add product. Please try again!': 'பொருளைச் சேர்க்க முடியவில்லை. மீண்டும் முயலவும்!',
  'Product added successfully!': 'பொருள் வெற்றிகரமாகச் சேர்க்கப்பட்டது!',
  'No products listed yet!': 'இதுவரை எந்தப் பொருளும் பட்டியலிடப்படவில்லை!',
  'Are you sure you want to delete this product?': 'இந்தப் பொருளை நிச்சயமாக நீக்க வேண்டுமா?',
  'You can only change your own products.': 'உங்கள் சொந்தப் பொருட்களை மட்டுமே மாற்ற முடியும்.',
  'Product not found. It may have been deleted.': 'பொருள் கிடைக்கவில்லை. அது நீக்கப்பட்டிருக்கலாம்.',
  'Change at least one field: crop name, price or quantity.':
    'குறைந்தது ஒன்றை மாற்றவும்: பயிரின் பெயர், விலை அல்லது அளவு.',
  'Crop name: at most 80 characters.': 'பயிரின் பெயர்: அதிகபட்சம் 80 எழுத்துகள்.',
  'Price per kg must be a number, for example 24.50.':
    'கிலோ விலை ஒரு எண்ணாக இருக்க வேண்டும், எ.கா. 24.50.',
  'Price per kg must be more than ₹0.': 'கிலோ விலை ₹0-ஐ விட அதிகமாக இருக்க வேண்டும்.',
  'Price per kg can have at most 2 decimal places (paise).':
    'கிலோ விலையில் தசமப் புள்ளிக்குப் பின் அதிகபட்சம் 2 இலக்கங்கள் (பைசா) இருக்கலாம்.',
  'Price per kg can be at most ₹1,00,000.': 'கிலோ விலை அதிகபட்சம் ₹1,00,000 ஆக இருக்கலாம்.',
  'Quantity must be a whole number of kg.': 'அளவு முழு கிலோவில் இருக்க வேண்டும்.',
  'Quantity must be at least 1 kg.': 'அளவு குறைந்தது 1 கிலோ இருக்க வேண்டும்.',
  'Quantity can be at most 10,00,000 kg.': 'அளவு அதிகபட்சம் 10,00,000 கிலோ இருக்கலாம்.',
  '{name} is out of stock. Remove it from your cart to place the order.':
    '{name} இருப்பில் இல்லை. ஆர்டர் செய்ய அதைக் கூடையிலிருந்து நீக்கவும்.',
  '{name} is sold out. Remove it from your cart to place the order.':
    '{name} விற்றுத் தீர்ந்தது. ஆர்டர் செய்ய அதைக் கூடையிலிருந்து நீக்கவும்.',
  '{name} is your own listing; you cannot buy it. Remove it from your cart.':
    '{name} உங்கள் சொந்தப் பட்டியல்; அதை நீங்கள் வாங்க முடியாது. அதைக் கூடையிலிருந்து நீக்கவும்.',
  'Only {left} kg of {name} is left; your cart asks for {kg} kg. Lower the quantity and try again.':
    '{name} {left} கிலோ மட்டுமே மீதமுள்ளது; உங்கள் கூடை {kg} கிலோ கேட்கிறது. அளவைக் குறைத்து மீண்டும் முயலவும்.',
  'Only {left} kg of {name} are left; your cart asks for {kg} kg. Lower the quantity and try again.':
    '{name} {left} கிலோ மட்டுமே மீதமுள்ளன; உங்கள் கூடை {kg} கிலோ கேட்கிறது. அளவைக் குறைத்து மீண்டும் முயலவும்.',
  'A product in your cart is no longer for sale. Remove it and try again.':
    'உங்கள் கூடையில் உள்ள ஒரு பொருள் இனி விற்பனைக்கு இல்லை. அதை நீக்கி மீண்டும் முயலவும்.',
  'This order is too large to place online. Please split it into smaller orders.':
    'இந்த ஆர்டர் ஆன்லைனில் செய்ய மிகப் பெரியது. சிறிய ஆர்டர்களாகப் பிரிக்கவும்.',
  'Your cart is empty. Add a product before checking out.':
    'உங்கள் கூடை காலியாக உள்ளது. செக்அவுட்டுக்கு முன் ஒரு பொருளைச் சேர்க்கவும்.',
  'Supply-chain order not found.': 'விநியோகச் சங்கிலி ஆர்டர் கிடைக்கவில்லை.',
  'You can only change your own supply-chain orders.':
    'உங்கள் சொந்த விநியோகச் சங்கிலி ஆர்டர்களை மட்டுமே மாற்ற முடியும்.',
  'This order was changed at the same time by someone else. Reload to see its current status.':
    'இதே நேரத்தில் வேறொருவர் இந்த ஆர்டரை மாற்றினார். அதன் தற்போதைய நிலையைக் காணப் பக்கத்தை மீண்டும் ஏற்றவும்.',
  'Name the transport (for example a vehicle number) to move the order to In Transit.':
    "ஆர்டரை 'போக்குவரத்தில்' நிலைக்கு மாற்ற, போக்குவரத்தைக் குறிப்பிடவும் (எ.கா. வாகன எண்).",
  'Weather data not available. Try another location.':
    'வானிலைத் தரவு கிடைக்கவில்லை. வேறொரு இடத்தை முயலவும்.',
  'Weather data not found': 'வானிலைத் தரவு இல்லை',
  'The weather service is not reachable right now. Please try again in a moment.':
    'வானிலைச் சேவையை இப்போது அணுக முடியவில்லை. சிறிது நேரத்தில் மீண்டும் முயலவும்.',
  'Please enter your name.': 'உங்கள் பெயரை உள்ளிடவும்.',
  'Please enter your email.': 'உங்கள் மின்னஞ்சலை உள்ளிடவும்.',
  'Please enter a message.': 'ஒரு செய்தியை உள்ளிடவும்.',
  'You are offline. Check your connection and try again.':
    'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள். இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
  'The server answered {status}. Please try again.':
    'சேவையகம் {status} எனப் பதிலளித்தது. மீண்டும் முயலவும்.',
  'You are offline. Connect to the internet to place your order; your cart is saved.':
    'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள். ஆர்டர் செய்ய இணையத்துடன் இணையுங்கள்; உங்கள் கூடை சேமிக்கப்பட்டுள்ளது.',
  'Real-Time Crop Prices': 'பயிர்களின் நேரடி சந்தை விலைகள்',
  'Mandi prices from Agmarknet (Directorate of Marketing & Inspection), per kg of the modal price.':
    'அக்மார்க்நெட் (சந்தைப்படுத்தல் மற்றும் ஆய்வு இயக்ககம்) சந்தை விலைகள், மாதிரி விலை கிலோவுக்கு.',
  '{crop}: recent prices and 7-day forecast': '{crop}: சமீபத்திய விலைகளும் 7 நாள் முன்கணிப்பும்',
  '{days} days of recent prices, then a forecast from {from} to {to} per kg, with an 80% range.':
    '{days} நாட்களின் சமீபத்திய விலைகள், பின் கிலோவுக்கு {from} முதல் {to} வரை முன்கணிப்பு, 80% வரம்புடன்.',
  'Recent prices': 'சமீபத்திய விலைகள்',
  Forecast: 'முன்கணிப்பு',
  '80% range': '80% வரம்பு',
  '{date}: forecast {price} per kg, 80% range {low} – {high}':
    '{date}: முன்கணிப்பு கிலோவுக்கு {price}, 80% வரம்பு {low} – {high}',
  '{date}: {price} per kg': '{date}: கிலோவுக்கு {price}',
  'Point at or touch the chart to see a day’s price.':
    'ஒரு நாளின் விலையைப் பார்க்க வரைபடத்தைச் சுட்டுங்கள் அல்லது தொடுங்கள்.',
  'Current date and time:': 'இன்றைய தேதியும் நேரமும்:',
  'Market prices': 'சந்தை விலைகள்',
  'Search by crop or market': 'பயிர் அல்லது சந்தை மூலம் தேடுங்கள்',
  'Search by crop or market...': 'பயிர் அல்லது சந்தை மூலம் தேடுங்கள்...',
  'Market Price per kg': 'கிலோவுக்கான சந்தை விலை',
  Market: 'சந்தை',
  Date: 'தேதி',
  "No prices match '{q}'.": "'{q}' உடன் பொருந்தும் விலைகள் இல்லை.",
  'No market prices yet.': 'இன்னும் சந்தை விலைகள் இல்லை.',
  'Market price pages': 'சந்தை விலைப் பக்கங்கள்',
  'Price prediction': 'விலை முன்கணிப்பு',
  'Crop name': 'பயிரின் பெயர்',
  'e.g. Tomato': 'எ.கா. தக்காளி',
  Predicting: 'முன்கணிக்கப்படுகிறது',
  'Predict Prices': 'விலைகளை முன்கணி',
  'Predicted prices for {crop}': '{crop} — முன்கணிக்கப்பட்ட விலைகள்',
  'Predicted Price': 'முன்கணிக்கப்பட்ட விலை',
  '{price} per kg': 'கிலோவுக்கு {price}',
  '80% range {low} – {high}': '80% வரம்பு {low} – {high}',
  'Green Gram Dal (Moong Dal)': 'பாசிப் பருப்பு',
  'Masur Dal': 'மசூர் பருப்பு',
  'Mustard Oil': 'கடுகு எண்ணெய்',
  Sugar: 'சர்க்கரை',
  'Please select a crop to predict!': 'முன்கணிக்க ஒரு பயிரைத் தேர்ந்தெடுக்கவும்!',
  'Failed to fetch crop prices': 'பயிர் விலைகளைப் பெற முடியவில்லை',
  'Failed to fetch prediction.': 'முன்கணிப்பைப் பெற முடியவில்லை.',
  'No market prices are loaded yet.': 'இன்னும் சந்தை விலைகள் ஏற்றப்படவில்லை.',
  "No market prices for '{crop}'. Prices are known for {count} crops; pick one from the list.":
    "'{crop}' க்குச் சந்தை விலைகள் இல்லை. {count} பயிர்களுக்கு விலைகள் உள்ளன; பட்டியலிலிருந்து ஒன்றைத் தேர்ந்தெடுக்கவும்.",
  "No {crop} prices for the market '{market}'.": "'{market}' சந்தையில் {crop} விலைகள் இல்லை.",
  'Not enough price history for {crop} to predict.': 'முன்கணிக்க {crop} விலை வரலாறு போதுமானதாக இல்லை.',
  'No forecast for {crop} yet: a forecast needs {needed} days of prices from one market, and the most any market has lately is {most} day.':
    '{crop} க்கு இன்னும் கணிப்பு இல்லை: கணிப்புக்கு ஒரு சந்தையின் {needed} நாள் விலைகள் தேவை; சமீபத்தில் எந்தச் சந்தையிலும் அதிகபட்சம் {most} நாள் விலையே உள்ளது.',
  'No forecast for {crop} yet: a forecast needs {needed} days of prices from one market, and the most any market has lately is {most} days.':
    '{crop} க்கு இன்னும் கணிப்பு இல்லை: கணிப்புக்கு ஒரு சந்தையின் {needed} நாள் விலைகள் தேவை; சமீபத்தில் எந்தச் சந்தையிலும் அதிகபட்சம் {most} நாள் விலைகளே உள்ளன.',
  'No forecast for {crop}: the markets with a long price history for it stopped reporting in {year}, and no market has {needed} days of recent prices.':
    '{crop} க்குக் கணிப்பு இல்லை: இதன் நீண்ட விலை வரலாறு உள்ள சந்தைகள் {year} இல் விலை பதிவதை நிறுத்திவிட்டன; எந்தச் சந்தையிலும் சமீபத்திய {needed} நாள் விலைகள் இல்லை.',
  'No API route {method} {path}.': '{method} {path} என்ற API வழி இல்லை.',
  'The request body is too large.': 'கோரிக்கையின் தரவு மிகப் பெரியது.',
  'Send the request body as JSON (Content-Type: application/json).':
    'கோரிக்கையின் தரவை JSON ஆக அனுப்பவும் (Content-Type: application/json).',
  'The request body is empty; send a JSON object.':
    'கோரிக்கையின் தரவு காலியாக உள்ளது; ஒரு JSON பொருளை அனுப்பவும்.',
  'The request body is not valid JSON.': 'கோரிக்கையின் தரவு சரியான JSON அல்ல.',
  'The request contains characters or values that are not allowed.':
    'கோரிக்கையில் அனுமதிக்கப்படாத எழுத்துகள் அல்லது மதிப்புகள் உள்ளன.',
  'A number in the request is too large.': 'கோரிக்கையில் உள்ள ஒரு எண் மிகப் பெரியது.',
  'Requests from another site are not allowed.': 'வேறு தளத்திலிருந்து வரும் கோரிக்கைகள் அனுமதிக்கப்படாது.',
  'Too many requests. Please try again in {seconds} second.':
    'அதிகமான கோரிக்கைகள். {seconds} விநாடியில் மீண்டும் முயலவும்.',
  'The service is temporarily unavailable. Please try again in a moment.':
    'சேவை தற்காலிகமாகக் கிடைக்கவில்லை. சிறிது நேரத்தில் மீண்டும் முயலவும்.',
  'Not ready: the database is missing its tables. Run npm run db:migrate or restart.':
    'தயாராக இல்லை: தரவுத்தளத்தில் அட்டவணைகள் இல்லை. npm run db:migrate இயக்கவும் அல்லது மீண்டும் தொடங்கவும்.',
  'Something went wrong on our side. Please try again.':
    'எங்கள் பக்கம் ஏதோ தவறு நடந்தது. மீண்டும் முயலவும்.',
  'Password does not meet the requirements.': 'கடவுச்சொல் தேவைகளைப் பூர்த்தி செய்யவில்லை.',
  'Too many live connections are open for your account. Close another tab and try again.':
    'உங்கள் கணக்கிற்கு அதிகமான நேரடி இணைப்புகள் திறந்துள்ளன. வேறு ஒரு தாவலை மூடிவிட்டு மீண்டும் முயலவும்.',
  'That product is not in our catalogue.': 'அந்தப் பொருள் எங்கள் பட்டியலில் இல்லை.',
  'This checkout was already sent with a different cart or delivery details. Check your orders on the Transactions page, then place the order again.':
    'இந்தச் செக்அவுட் வேறு கூடை அல்லது டெலிவரி விவரங்களுடன் ஏற்கனவே அனுப்பப்பட்டது. பரிவர்த்தனைகள் பக்கத்தில் உங்கள் ஆர்டர்களைப் பார்த்துவிட்டு, மீண்டும் ஆர்டர் செய்யவும்.',
  'An order that is {from} can only move to {allowed}, not {to}.':
    '{from} நிலையில் உள்ள ஆர்டர் {allowed} நிலைக்கு மட்டுமே செல்ல முடியும், {to} நிலைக்கு அல்ல.',
  'This order is already {from}; it cannot move to {to}.':
    'இந்த ஆர்டர் ஏற்கனவே {from}; இது {to} நிலைக்குச் செல்ல முடியாது.',
  'Loading real-time crop prices...': 'பயிர்களின் நேரடி விலைகள் ஏற்றப்படுகின்றன...',
  // Orders that close: quantities, price changes, cancel and decline, header counts.
  'Cart, 1 item': 'கூடை, 1 பொருள்',
  'Cart, {count} items': 'கூடை, {count} பொருட்கள்',
  '1 open order': '1 திறந்த ஆர்டர்',
  '{count} open orders': '{count} திறந்த ஆர்டர்கள்',
  'One kg less of {name}': '{name} ஒரு கிலோ குறைவு',
  'Quantity of {name} in kg': '{name} அளவு (கிலோவில்)',
  'One kg more of {name}': '{name} ஒரு கிலோ கூடுதல்',
  kg: 'கிலோ',
  'Some prices changed since you added the items. Check them before you order.':
    'பொருட்களைச் சேர்த்த பிறகு சில விலைகள் மாறியுள்ளன. ஆர்டர் செய்யும் முன் சரிபார்க்கவும்.',
  'OK, use the new prices': 'சரி, புதிய விலைகளைப் பயன்படுத்து',
  '(was {price})': '(முன்பு {price})',
  '{name} is no longer available. Remove it to order the rest.':
    '{name} இனி கிடைக்காது. மீதியை ஆர்டர் செய்ய இதை நீக்கவும்.',
  'Only {max} kg are left now.': 'இப்போது {max} கிலோ மட்டுமே உள்ளது.',
  Amount: 'தொகை',
  'Total:': 'மொத்தம்:',
  'Your order': 'உங்கள் ஆர்டர்',
  '{kg} kg × {price}': '{kg} கிலோ × {price}',
  'New price; it was {price}.': 'புதிய விலை; முன்பு {price}.',
  'Expected delivery: {from} – {to}': 'எதிர்பார்க்கப்படும் விநியோகம்: {from} – {to}',
  'Some items have less left than your cart asks for. Change them in your cart.':
    'சில பொருட்கள் உங்கள் கூடை கேட்பதை விடக் குறைவாக உள்ளன. அவற்றைக் கூடையில் மாற்றவும்.',
  'Cancel this item?': 'இந்தப் பொருளை ரத்து செய்யவா?',
  '{name} is cancelled. The farmer has been told.':
    '{name} ரத்து செய்யப்பட்டது. விவசாயிக்குத் தெரிவிக்கப்பட்டது.',
  'Yes, cancel it': 'ஆம், ரத்து செய்',
  'Keep it': 'வைத்திரு',
  'Reason: {reason}': 'காரணம்: {reason}',
  'Only {max} kg are left and your cart has {inCart} kg already.':
    '{max} கிலோ மட்டுமே உள்ளது, உங்கள் கூடையில் ஏற்கனவே {inCart} கிலோ உள்ளது.',
  'Tell the buyer why you decline this order.':
    'இந்த ஆர்டரை ஏன் மறுக்கிறீர்கள் என்று வாங்குபவருக்குச் சொல்லுங்கள்.',
  'Order declined. The buyer has been told.': 'ஆர்டர் மறுக்கப்பட்டது. வாங்குபவருக்குத் தெரிவிக்கப்பட்டது.',
  'Decline {crop}': '{crop} ஆர்டரை மறு',
  'Reason for the buyer': 'வாங்குபவருக்கான காரணம்',
  'Confirm decline': 'மறுப்பை உறுதிசெய்',
  Decline: 'மறு',
  'Show orders': 'ஆர்டர்களைக் காட்டு',
  'No orders here.': 'இங்கே ஆர்டர்கள் இல்லை.',
  'New order {number}: {kg} kg {crop} for {buyer}.':
    'புதிய ஆர்டர் {number}: {buyer}-க்கு {kg} கிலோ {crop}.',
  'The price of {names} changed since you looked. Check the new price and confirm again.':
    'நீங்கள் பார்த்த பிறகு {names} விலை மாறியுள்ளது. புதிய விலையைப் பார்த்து மீண்டும் உறுதிசெய்யவும்.',
  'The prices of {names} changed since you looked. Check the new prices and confirm again.':
    'நீங்கள் பார்த்த பிறகு {names} விலைகள் மாறியுள்ளன. புதிய விலைகளைப் பார்த்து மீண்டும் உறுதிசெய்யவும்.',
  'Order not found.': 'ஆர்டர் கிடைக்கவில்லை.',
  'This order is already {status}, so it can no longer be cancelled. Contact the farmer.':
    'இந்த ஆர்டர் ஏற்கனவே {status}, எனவே இனி ரத்து செய்ய முடியாது. விவசாயியைத் தொடர்பு கொள்ளவும்.',
  'You have an online order awaiting payment: {orders}. Pay for it or cancel it before placing another online order, or choose Cash on Delivery.':
    'உங்கள் ஒரு ஆன்லைன் ஆர்டர் கட்டணத்துக்காகக் காத்திருக்கிறது: {orders}. இன்னொரு ஆன்லைன் ஆர்டர் செய்யும் முன் அதற்குப் பணம் செலுத்துங்கள் அல்லது அதை ரத்து செய்யுங்கள், அல்லது டெலிவரியில் ரொக்கம் தேர்ந்தெடுங்கள்.',
  'You have {count} online orders awaiting payment: {orders}. Pay for or cancel one of them before placing another online order, or choose Cash on Delivery.':
    'உங்கள் {count} ஆன்லைன் ஆர்டர்கள் கட்டணத்துக்காகக் காத்திருக்கின்றன: {orders}. இன்னொரு ஆன்லைன் ஆர்டர் செய்யும் முன் அவற்றில் ஒன்றுக்குப் பணம் செலுத்துங்கள் அல்லது அதை ரத்து செய்யுங்கள், அல்லது டெலிவரியில் ரொக்கம் தேர்ந்தெடுங்கள்.',
  'Until it is paid, an online order can hold at most {max} kg of {name} ({left} kg are left); your cart asks for {kg} kg. Lower the quantity or choose Cash on Delivery.':
    'பணம் செலுத்தும் வரை ஒரு ஆன்லைன் ஆர்டர் {name} அதிகபட்சம் {max} கிலோ மட்டுமே வைத்திருக்க முடியும் ({left} கிலோ மீதம் உள்ளது); உங்கள் கூடையில் {kg} கிலோ உள்ளது. அளவைக் குறைக்கவும் அல்லது டெலிவரியில் ரொக்கம் தேர்ந்தெடுக்கவும்.',
  'At most {max} Cash on Delivery items from {farmer} can be Pending at once; you have {pending} and this order adds {adding}. Wait until {farmer} dispatches some, or pay online.':
    '{farmer} அவர்களிடமிருந்து ஒரே நேரத்தில் அதிகபட்சம் {max} டெலிவரியில் ரொக்கப் பொருட்கள் நிலுவையில் இருக்கலாம்; உங்களிடம் {pending} உள்ளன, இந்த ஆர்டர் {adding} சேர்க்கிறது. {farmer} சிலவற்றை அனுப்பும் வரை காத்திருக்கவும், அல்லது ஆன்லைனில் பணம் செலுத்தவும்.',
  'This order is already {status}; only a Pending order can be declined.':
    'இந்த ஆர்டர் ஏற்கனவே {status}; நிலுவையில் உள்ள ஆர்டரை மட்டுமே மறுக்க முடியும்.',
  Cancelled: 'ரத்து செய்யப்பட்டது',
  Declined: 'மறுக்கப்பட்டது',
  Open: 'திறந்தவை',
  'Cancelled or declined': 'ரத்து அல்லது மறுக்கப்பட்டவை',
  // ── Market prices: honest dates, local markets, crop names, sources (issue 19; issue 20 items 4–5) ──
  '{market}, {district} district': '{market}, {district} மாவட்டம்',
  'median of {markets} markets in {district} district':
    '{district} மாவட்டத்தின் {markets} சந்தைகளின் இடைநிலை',
  '{market}, {state}': '{market}, {state}',
  'median of {markets} markets in {state}': '{state} மாநிலத்தின் {markets} சந்தைகளின் இடைநிலை',
  'all-India median of {markets} markets': 'இந்தியா முழுவதும் {markets} சந்தைகளின் இடைநிலை',
  'No mandi prices for that name. Did you mean {suggestion}?':
    'அந்தப் பெயருக்குச் சந்தை விலைகள் இல்லை. {suggestion} என்று சொல்ல வந்தீர்களா?',
  'Mandi price today: {price}/kg ({where}) · next 7 days: {trend}':
    'இன்றைய சந்தை விலை: {price}/கிலோ ({where}) · அடுத்த 7 நாட்கள்: {trend}',
  'Mandi price of {date} ({age}): {price}/kg ({where}) · the 7 days after it: {trend}':
    '{date} அன்றைய சந்தை விலை ({age}): {price}/கிலோ ({where}) · அதற்குப் பிந்தைய 7 நாட்கள்: {trend}',
  'From: {markets}': 'சந்தைகள்: {markets}',
  'and {count} more': 'மேலும் {count}',
  'Markets in {district} district, then the rest of {state}, come first (your profile’s location).':
    'முதலில் {district} மாவட்டச் சந்தைகள், பிறகு {state} மாநிலத்தின் மற்றவை (உங்கள் சுயவிவர இடம்).',
  'Markets in {state} come first (your profile’s location).':
    'முதலில் {state} மாநிலச் சந்தைகள் (உங்கள் சுயவிவர இடம்).',
  'Your profile’s location, ‘{location}’, names no district or state of the price data, so all markets are listed, newest first.':
    'உங்கள் சுயவிவர இடம், ‘{location}’, விலைத் தரவின் எந்த மாவட்டத்துடனோ மாநிலத்துடனோ பொருந்தவில்லை; எனவே எல்லாச் சந்தைகளும், புதியவை முதலில், காட்டப்படுகின்றன.',
  'Latest prices: {date} — {age}': 'சமீபத்திய விலைகள்: {date} — {age}',
  'These are not current prices.': 'இவை இன்றைய விலைகள் அல்ல.',
  'Crop Prices at the Mandis': 'சந்தைகளில் பயிர் விலைகள்',
  'Not all of these prices are current.': 'இவற்றில் எல்லா விலைகளும் இன்றையவை அல்ல.',
  'Older than a week: {stale} of the {count} prices shown; each row says how old its price is. Check the price at your mandi before you sell.':
    'ஒரு வாரத்துக்கு மேல் பழையவை: காட்டப்பட்ட {count} விலைகளில் {stale}; ஒவ்வொரு வரிசையும் அதன் விலை எவ்வளவு பழையது என்று சொல்கிறது. விற்கும் முன் உங்கள் சந்தையின் விலையைச் சரிபாருங்கள்.',
  '{crop} at {market} ({place}), from prices of {date}.':
    '{market} ({place}) இல் {crop}, {date} வரையிலான விலைகளிலிருந்து.',
  'It is a market in your district with enough recent prices to forecast from.':
    'இது உங்கள் மாவட்டத்தில் முன்கணிக்கப் போதுமான சமீபத்திய விலைகள் உள்ள சந்தை.',
  'No market in your district has enough recent prices to forecast from; this one is in your state.':
    'உங்கள் மாவட்டத்தில் எந்தச் சந்தையிலும் முன்கணிக்கப் போதுமான சமீபத்திய விலைகள் இல்லை; இந்தச் சந்தை உங்கள் மாநிலத்தில் உள்ளது.',
  'No market in your district or state has enough recent prices to forecast from; this one has.':
    'உங்கள் மாவட்டத்திலோ மாநிலத்திலோ எந்தச் சந்தையிலும் முன்கணிக்கப் போதுமான சமீபத்திய விலைகள் இல்லை; இந்தச் சந்தையில் உள்ளன.',
  'How accurate it is at {market} cannot be told yet: it has too few recent prices there to test the forecast on.':
    '{market} இல் இது எவ்வளவு துல்லியம் என்று இன்னும் சொல்ல முடியாது: அங்கே கணிப்பைச் சோதிக்கச் சமீபத்திய விலைகள் மிகக் குறைவு.',
  'Forecast from prices at {market} up to {date}. Tested on the four weeks before, it was off by about {error}% on average there: about {amount} on a price of {price} per kg.':
    '{market} இல் {date} வரையிலான விலைகளிலிருந்து கணிப்பு. அதற்கு முந்தைய நான்கு வாரங்களில் சோதித்தபோது, அங்கே சராசரியாகச் சுமார் {error}% விலகியது: கிலோவுக்கு {price} விலையில் சுமார் {amount}.',
  'The newest is {age}. Use them as a guide to the usual level, and check the price at your mandi before you sell.':
    'மிகப் புதிய விலை {age}. இவற்றை வழக்கமான விலை நிலைக்கான வழிகாட்டியாகப் பயன்படுத்துங்கள்; விற்கும் முன் உங்கள் சந்தையில் விலையைச் சரிபாருங்கள்.',
  'The older price history is still loading. Forecasts use it once it is in.':
    'பழைய விலை வரலாறு ஏற்றப்படுகிறது. ஏற்றியதும் கணிப்புகள் இதைப் பயன்படுத்தும்.',
  'The older price history is still loading: {percent}% ({done} of {total} rows). Forecasts use it once it is in.':
    'பழைய விலை வரலாறு ஏற்றப்படுகிறது: {percent}% ({total} வரிசைகளில் {done}). ஏற்றியதும் கணிப்புகள் இதைப் பயன்படுத்தும்.',
  'Sources: Agmarknet, Directorate of Marketing & Inspection, Ministry of Agriculture & Farmers Welfare, Government of India, via data.gov.in (Government Open Data License – India). Kerala spice prices also from the Kerala Department of Economics & Statistics.':
    'ஆதாரங்கள்: அக்மார்க்நெட், சந்தைப்படுத்தல் மற்றும் ஆய்வு இயக்குநரகம், வேளாண்மை மற்றும் விவசாயிகள் நல அமைச்சகம், இந்திய அரசு, data.gov.in வழியாக (இந்திய அரசு திறந்த தரவு உரிமம்). கேரள நறுமணப் பொருள் விலைகள் கேரள பொருளாதார மற்றும் புள்ளியியல் துறையிடமிருந்தும்.',
  'Compiled from the public repositories {repos}.':
    'பொதுக் களஞ்சியங்கள் {repos} இலிருந்து தொகுக்கப்பட்டது.',
  'This forecast starts after the latest prices, of {date} ({age}): it is for the days after that date, not for the coming week.':
    'இந்தக் கணிப்பு சமீபத்திய விலைகளான {date} ({age}) க்குப் பிறகு தொடங்குகிறது: அது அந்தத் தேதிக்குப் பிந்தைய நாட்களுக்கானது, வரும் வாரத்துக்கானது அல்ல.',
  'It has usually been close: a good guide.': 'இது பொதுவாக நெருக்கமாக இருந்துள்ளது: நல்ல வழிகாட்டி.',
  'It is a rough guide: expect the real price to differ.':
    'இது தோராயமான வழிகாட்டி: உண்மையான விலை மாறுபடலாம்.',
  'It has often been far off: take it only as a sign of the direction.':
    'இது பலமுறை வெகுவாக விலகியுள்ளது: திசையின் அடையாளமாக மட்டும் கொள்ளுங்கள்.',
  today: 'இன்று',
  '1 day old': '1 நாள் பழையது',
  '{count} days old': '{count} நாட்கள் பழையது',
  '1 week old': '1 வாரம் பழையது',
  '{count} weeks old': '{count} வாரங்கள் பழையது',
  '1 month old': '1 மாதம் பழையது',
  '{count} months old': '{count} மாதங்கள் பழையது',
  '1 year old': '1 ஆண்டு பழையது',
  '{count} years old': '{count} ஆண்டுகள் பழையது',
  "No market prices for '{crop}'. Did you mean {suggestion}? Prices are known for {count} crops; pick one from the list.":
    "'{crop}' க்குச் சந்தை விலைகள் இல்லை. {suggestion} என்று சொல்ல வந்தீர்களா? {count} பயிர்களுக்கு விலைகள் உள்ளன; பட்டியலில் ஒன்றைத் தேர்ந்தெடுங்கள்.",
  'Crops with prices ({count}); Hindi and Tamil names work too':
    'விலைகள் உள்ள பயிர்கள் ({count}); இந்தி, தமிழ்ப் பெயர்களும் செல்லும்',
  // ── end of market prices (issue 19) ──
  // --- Listing photos and browse (issue 20, items 1–2) ---
  Organic: 'இயற்கை வேளாண்மை',
  'Mandi price': 'மண்டி விலை',
  Filters: 'வடிகட்டிகள்',
  'Sort by': 'வரிசைப்படுத்து',
  Any: 'எதுவும்',
  'Organic only': 'இயற்கை வேளாண்மை மட்டும்',
  'Not organic': 'இயற்கை வேளாண்மை அல்ல',
  'Lowest price (₹/kg)': 'குறைந்த விலை (₹/கிலோ)',
  'Highest price (₹/kg)': 'அதிக விலை (₹/கிலோ)',
  'State or district': 'மாநிலம் அல்லது மாவட்டம்',
  'Nearest first: farmers whose location names your district, then your state.':
    'அருகில் உள்ளவை முதலில்: உங்கள் மாவட்டம், பிறகு உங்கள் மாநிலம் உள்ள இடத்தைக் கொண்ட விவசாயிகள்.',
  'From the crop name': 'பயிரின் பெயரிலிருந்து',
  'Grown organically': 'இயற்கை முறையில் விளைந்தது',
  'Photo {n} of {name}': '{name} புகைப்படம் {n}',
  Photos: 'புகைப்படங்கள்',
  'Show photo {n} of {name}': '{name} புகைப்படம் {n} காட்டு',
  'Photo added.': 'புகைப்படம் சேர்க்கப்பட்டது.',
  'Photo deleted.': 'புகைப்படம் நீக்கப்பட்டது.',
  'Delete photo {n} of {name}': '{name} புகைப்படம் {n} நீக்கு',
  'Uploading photo...': 'புகைப்படம் பதிவேற்றப்படுகிறது...',
  'Not available': 'கிடைக்கவில்லை',
  'No mandi reports for this crop.': 'இந்தப் பயிருக்கு மண்டி அறிக்கைகள் இல்லை.',
  '{price}/kg in {state} · markets: {markets}': '{state}-இல் {price}/கிலோ · சந்தைகள்: {markets}',
  '{price}/kg across India · markets: {markets} · latest {date}':
    'இந்தியா முழுவதும் {price}/கிலோ · சந்தைகள்: {markets} · சமீபத்தியது {date}',
  'Photos (up to {max}: JPEG, PNG or WebP, 10 MB each)':
    'புகைப்படங்கள் ({max} வரை: JPEG, PNG அல்லது WebP, ஒவ்வொன்றும் 10 MB வரை)',
  'Photo {n}': 'புகைப்படம் {n}',
  'Remove photo {n}': 'புகைப்படம் {n} அகற்று',
  Remove: 'அகற்று',
  'This file is not a photo. Choose a JPEG, PNG or WebP image.':
    'இந்தக் கோப்பு புகைப்படம் அல்ல. JPEG, PNG அல்லது WebP படத்தைத் தேர்ந்தெடுக்கவும்.',
  'HEIC photos cannot be read here yet. Choose the photo from the gallery (phones send it as JPEG) or set the camera to JPEG ("Most Compatible").':
    'HEIC புகைப்படங்களை இங்கு இன்னும் படிக்க முடியாது. கேலரியிலிருந்து தேர்ந்தெடுக்கவும் (தொலைபேசி அதை JPEG ஆக அனுப்பும்) அல்லது கேமராவை JPEG ("Most Compatible") ஆக அமைக்கவும்.',
  'A photo can be at most 10 MB.': 'ஒரு புகைப்படம் அதிகபட்சம் 10 MB இருக்கலாம்.',
  'A listing can have at most 4 photos. Delete one to add another.':
    'ஒரு பட்டியலில் அதிகபட்சம் 4 புகைப்படங்கள் இருக்கலாம். புதியதைச் சேர்க்க ஒன்றை நீக்கவும்.',
  'This photo could not be read. It may be damaged; try another one.':
    'இந்தப் புகைப்படத்தைப் படிக்க முடியவில்லை. அது சேதமடைந்திருக்கலாம்; வேறொன்றை முயற்சிக்கவும்.',
  'Photo not found.': 'புகைப்படம் கிடைக்கவில்லை.',
  'This photo has more than {max} megapixels. Choose a smaller photo, or take it at a lower resolution.':
    'இந்தப் புகைப்படத்தில் {max} மெகாபிக்சலுக்கு மேல் உள்ளது. சிறிய புகைப்படத்தைத் தேர்ந்தெடுக்கவும், அல்லது குறைந்த தெளிவுத்திறனில் எடுக்கவும்.',
  'Your photos fill the {max} MB one account can store. Delete some photos or old products to add more.':
    'ஒரு கணக்கில் சேமிக்கக்கூடிய {max} MB இடத்தை உங்கள் புகைப்படங்கள் நிரப்பிவிட்டன. மேலும் சேர்க்க சில புகைப்படங்களையோ பழைய பொருட்களையோ நீக்கவும்.',
  'You have {max} products listed (sold-out ones too), the most one account can hold. Delete one to add another.':
    'நீங்கள் {max} பொருட்களைப் பட்டியலிட்டுள்ளீர்கள் (விற்றுத் தீர்ந்தவையும் சேர்த்து); ஒரு கணக்கில் இதுவே அதிகபட்சம். புதியதைச் சேர்க்க ஒன்றை நீக்கவும்.',
  'Products are being added too fast (at most {max} a minute). Please try again in {seconds} second.':
    'பொருட்கள் மிக வேகமாகச் சேர்க்கப்படுகின்றன (நிமிடத்திற்கு அதிகபட்சம் {max}). {seconds} விநாடியில் மீண்டும் முயற்சிக்கவும்.',
  'Products are being added too fast (at most {max} a minute). Please try again in {seconds} seconds.':
    'பொருட்கள் மிக வேகமாகச் சேர்க்கப்படுகின்றன (நிமிடத்திற்கு அதிகபட்சம் {max}). {seconds} விநாடிகளில் மீண்டும் முயற்சிக்கவும்.',
  'Remove the files that cannot be sent (or choose other photos), then add the product.':
    'அனுப்ப முடியாத கோப்புகளை அகற்றவும் (அல்லது வேறு புகைப்படங்களைத் தேர்ந்தெடுக்கவும்), பிறகு பொருளைச் சேர்க்கவும்.',
  'Not sent: {name}': 'அனுப்பப்படவில்லை: {name}',
  'Remove {name}': '{name} அகற்று',
  'Photos of {name}': '{name} புகைப்படங்கள்',
  'Product added. Not every photo could be added: see why below, and choose another here if you like.':
    'பொருள் சேர்க்கப்பட்டது. எல்லாப் புகைப்படங்களையும் சேர்க்க முடியவில்லை: காரணத்தைக் கீழே பாருங்கள், விரும்பினால் இங்கே வேறொன்றைத் தேர்ந்தெடுக்கவும்.',
  'Newest first': 'புதியவை முதலில்',
  'Price: low to high': 'விலை: குறைவிலிருந்து அதிகம்',
  'Price: high to low': 'விலை: அதிகத்திலிருந்து குறைவு',
  'Nearest to me': 'எனக்கு அருகில்',
  'Highest price must be at least the lowest price.':
    'அதிக விலை குறைந்த விலையை விடக் குறைவாக இருக்கக்கூடாது.',
  'Price filter: a number of rupees from 0 to 1,00,000.':
    'விலை வடிகட்டி: 0 முதல் 1,00,000 வரை ரூபாய் எண்.',
  Yes: 'ஆம்',
  No: 'இல்லை',
  // --- end listing photos and browse ---
  // Issue 20 (dashboards, rough edges): added in one block.
  'FarmTrek — Connecting Farmers & Buyers': 'FarmTrek — விவசாயிகளையும் வாங்குபவர்களையும் இணைக்கிறது',
  Menu: 'மெனு',
  'Farmer dashboard': 'விவசாயி டாஷ்போர்டு',
  Product: 'பொருள்',
  'None of these items could be added to your cart.':
    'இவற்றில் எதையும் உங்கள் கூடையில் சேர்க்க முடியவில்லை.',
  'The items of order {number} are in your cart.': 'ஆர்டர் {number} இன் பொருட்கள் உங்கள் கூடையில் உள்ளன.',
  '{added} of the {count} items of order {number} are in your cart.':
    'ஆர்டர் {number} இன் {count} பொருட்களில் {added} உங்கள் கூடையில் உள்ளன.',
  'Your orders could not be loaded.': 'உங்கள் ஆர்டர்களை ஏற்ற முடியவில்லை.',
  'No orders yet.': 'இன்னும் ஆர்டர்கள் இல்லை.',
  'Browse products': 'பொருட்களைப் பாருங்கள்',
  'Recent orders': 'சமீபத்திய ஆர்டர்கள்',
  '{kg} kg {crop}': '{kg} கிலோ {crop}',
  'from {farmer}': '{farmer} இடமிருந்து',
  'Reorder {number}': 'ஆர்டர் {number} — மீண்டும் ஆர்டர் செய்',
  Reorder: 'மீண்டும் ஆர்டர் செய்',
  'Your recent orders': 'உங்கள் சமீபத்திய ஆர்டர்கள்',
  'All orders': 'அனைத்து ஆர்டர்களும்',
  'Your figures could not be loaded.': 'உங்கள் எண்ணிக்கைகளை ஏற்ற முடியவில்லை.',
  'At a glance': 'ஒரே பார்வையில்',
  'Open orders': 'திறந்த ஆர்டர்கள்',
  'Listings on sale': 'விற்பனையில் உள்ள பட்டியல்கள்',
  'Sold this month': 'இந்த மாதம் விற்றது',
  'Earnings this month': 'இந்த மாத வருமானம்',
  'Newest orders': 'புதிய ஆர்டர்கள்',
  '1 order is waiting for you to send it.': '1 ஆர்டர் நீங்கள் அனுப்பக் காத்திருக்கிறது.',
  '{count} orders are waiting for you to send them.': '{count} ஆர்டர்கள் நீங்கள் அனுப்பக் காத்திருக்கின்றன.',
  'for {buyer}, {date}': '{buyer} க்கு, {date}',
  'Your latest listing': 'உங்கள் சமீபத்திய பட்டியல்',
  Added: 'சேர்த்தது',
  'All your listings': 'உங்கள் அனைத்து பட்டியல்களும்',
  'Last known reading, {time}:': 'கடைசியாக அறிந்த அளவீடு, {time}:',
  'Name: at most 80 characters.': 'பெயர்: அதிகபட்சம் 80 எழுத்துகள்.',
  'Email: at most 254 characters.': 'மின்னஞ்சல்: அதிகபட்சம் 254 எழுத்துகள்.',
  'Location: at most 120 characters.': 'இடம்: அதிகபட்சம் 120 எழுத்துகள்.',
  'Phone: at most 32 characters.': 'தொலைபேசி: அதிகபட்சம் 32 எழுத்துகள்.',
  'Name: at most 120 characters.': 'பெயர்: அதிகபட்சம் 120 எழுத்துகள்.',
  'Message: at most 5000 characters.': 'செய்தி: அதிகபட்சம் 5000 எழுத்துகள்.',
  'Password must be at most 128 characters long.': 'கடவுச்சொல் அதிகபட்சம் 128 எழுத்துகள் இருக்கலாம்.',
  // End of issue 20's block.
  // --- Online payments (issue 18) ---
  'A UPI ID looks like name@bank.': 'UPI ஐடி name@bank போல இருக்கும்.',
  'A bank account needs its IFSC and the account holder’s name.':
    'வங்கிக் கணக்குடன் அதன் IFSC மற்றும் கணக்கு வைத்திருப்பவரின் பெயரும் தேவை.',
  'A bank account number has 9 to 18 digits.': 'வங்கிக் கணக்கு எண்ணில் 9 முதல் 18 இலக்கங்கள் இருக்கும்.',
  'A linked account id looks like acc_ followed by 14 letters or digits.':
    'இணைக்கப்பட்ட கணக்கு ஐடி acc_ மற்றும் அதைத் தொடர்ந்து 14 எழுத்துகள் அல்லது இலக்கங்கள் கொண்டது.',
  'Account holder name': 'கணக்கு வைத்திருப்பவரின் பெயர்',
  'Add at least one way to be paid: a linked account, a UPI ID, or a bank account with its IFSC.':
    'பணம் பெற குறைந்தது ஒரு வழியைச் சேர்க்கவும்: இணைக்கப்பட்ட கணக்கு, UPI ஐடி, அல்லது IFSC உடன் வங்கிக் கணக்கு.',
  'An IFSC has 11 characters, such as SBIN0001234.':
    'IFSC-இல் 11 எழுத்துகள் இருக்கும், எ.கா. SBIN0001234.',
  'Bank account ending {last4}': '{last4} இல் முடியும் வங்கிக் கணக்கு',
  'Bank account number': 'வங்கிக் கணக்கு எண்',
  'Cancelled — not paid in time': 'ரத்து — நேரத்தில் பணம் செலுத்தப்படவில்லை',
  'Cancelled — refunded to the buyer': 'ரத்து — வாங்குபவருக்குப் பணம் திருப்பித் தரப்பட்டது',
  'Confirming your payment…': 'உங்கள் கட்டணம் உறுதிசெய்யப்படுகிறது…',
  'Enter the account holder’s name as the bank has it.':
    'வங்கியில் உள்ளபடியே கணக்கு வைத்திருப்பவரின் பெயரை உள்ளிடவும்.',
  IFSC: 'IFSC குறியீடு',
  'Not paid in time': 'நேரத்தில் பணம் செலுத்தப்படவில்லை',
  'Online payment is not available yet. Please choose Cash on Delivery.':
    'ஆன்லைன் கட்டணம் இன்னும் கிடைக்கவில்லை. டெலிவரியின்போது பணம் செலுத்துதலைத் தேர்ந்தெடுக்கவும்.',
  Paid: 'செலுத்தப்பட்டது',
  'Paid online': 'ஆன்லைனில் செலுத்தப்பட்டது',
  'Paid out to you': 'உங்களுக்குப் பணம் அனுப்பப்பட்டது',
  'Paid — held until delivery': 'செலுத்தப்பட்டது — டெலிவரி வரை நிறுத்தி வைக்கப்பட்டுள்ளது',
  'Pay by {time}, or the order is cancelled and its items go back on sale.':
    '{time}-க்குள் பணம் செலுத்துங்கள், இல்லையெனில் ஆர்டர் ரத்தாகி பொருட்கள் மீண்டும் விற்பனைக்குச் செல்லும்.',
  'Pay cash on delivery instead': 'அதற்குப் பதிலாக டெலிவரியின்போது பணம் செலுத்துங்கள்',
  'Pay for your order': 'உங்கள் ஆர்டருக்குப் பணம் செலுத்துங்கள்',
  'Order paid': 'ஆர்டருக்குப் பணம் செலுத்தப்பட்டது',
  'Pay now': 'இப்போது செலுத்துங்கள்',
  'Payment failed': 'கட்டணம் தோல்வியடைந்தது',
  'Payment failed — try again or choose Cash on Delivery':
    'கட்டணம் தோல்வியடைந்தது — மீண்டும் முயலுங்கள் அல்லது டெலிவரியின்போது பணம் செலுத்துதலைத் தேர்ந்தெடுங்கள்',
  'Payment received': 'கட்டணம் பெறப்பட்டது',
  'Payout details': 'பணம் பெறும் விவரங்கள்',
  'Payout details saved.': 'பணம் பெறும் விவரங்கள் சேமிக்கப்பட்டன.',
  'Payment account ID from FarmTrek (only if we gave you one)':
    'FarmTrek தந்த கட்டணக் கணக்கு ID (நாங்கள் தந்திருந்தால் மட்டும்)',
  'Refund failed — we will contact you': 'பணம் திருப்புதல் தோல்வியடைந்தது — நாங்கள் உங்களைத் தொடர்புகொள்வோம்',
  'Refund in progress': 'பணம் திருப்புதல் நடைபெறுகிறது',
  'Refund of {amount}: {state}': '{amount} திருப்புதல்: {state}',
  'Refund requested': 'பணம் திருப்பக் கோரப்பட்டது',
  Refunded: 'பணம் திருப்பித் தரப்பட்டது',
  Refunds: 'பணம் திருப்புதல்கள்',
  'Released to you': 'உங்களுக்கு விடுவிக்கப்பட்டது',
  'Save payout details': 'பணம் பெறும் விவரங்களைச் சேமி',
  'Switched to Cash on Delivery': 'டெலிவரியின்போது பணம் செலுத்துதலுக்கு மாற்றப்பட்டது',
  'The payment could not be verified. Try again or choose Cash on Delivery.':
    'கட்டணத்தை உறுதிசெய்ய முடியவில்லை. மீண்டும் முயலுங்கள் அல்லது டெலிவரியின்போது பணம் செலுத்துதலைத் தேர்ந்தெடுங்கள்.',
  'The payment service is not reachable right now. Please try again in a moment.':
    'கட்டணச் சேவையை இப்போது அணுக முடியவில்லை. சிறிது நேரத்தில் மீண்டும் முயலுங்கள்.',
  'The webhook signature is missing or wrong.': 'வெப்ஹூக் கையொப்பம் இல்லை அல்லது தவறானது.',
  'This order has no online payment.': 'இந்த ஆர்டருக்கு ஆன்லைன் கட்டணம் இல்லை.',
  'This order is already paid.': 'இந்த ஆர்டருக்கு ஏற்கெனவே பணம் செலுத்தப்பட்டுவிட்டது.',
  'This order was not paid in time and has been cancelled. Its items are back in stock.':
    'இந்த ஆர்டருக்கு நேரத்தில் பணம் செலுத்தப்படாததால் ரத்து செய்யப்பட்டது. அதன் பொருட்கள் மீண்டும் இருப்பில் உள்ளன.',
  'Try again': 'மீண்டும் முயலுங்கள்',
  'UPI ID': 'UPI ஐடி',
  'View your orders': 'உங்கள் ஆர்டர்களைப் பாருங்கள்',
  'Where we pay you for orders paid online. The money is held until you deliver.':
    'ஆன்லைனில் செலுத்தப்பட்ட ஆர்டர்களுக்கு நாங்கள் உங்களுக்குப் பணம் அனுப்பும் இடம். டெலிவரி செய்யும் வரை பணம் நிறுத்தி வைக்கப்படும்.',
  'You will pay in cash on delivery.': 'நீங்கள் டெலிவரியின்போது பணமாகச் செலுத்துவீர்கள்.',
  '{amount} by UPI': 'UPI மூலம் {amount}',
  '{amount} by card': 'கார்டு மூலம் {amount}',
  // Payout details change only with the password (payout-details-form.tsx).
  'Your password': 'உங்கள் கடவுச்சொல்',
  'To keep your money safe, saving needs your password. We tell you by SMS and email each time these details change.':
    'உங்கள் பணத்தைப் பாதுகாக்க, சேமிக்க உங்கள் கடவுச்சொல் தேவை. இந்த விவரங்கள் மாறும் ஒவ்வொரு முறையும் SMS மற்றும் மின்னஞ்சல் மூலம் உங்களுக்குத் தெரிவிப்போம்.',
  'Your payout details changed, so new payouts wait until {time}.':
    'உங்கள் பணம் பெறும் விவரங்கள் மாறியதால், புதிய பணம் {time} வரை நிறுத்தி வைக்கப்படும்.',
  'Enter your password to change where you are paid.':
    'பணம் எங்கு வர வேண்டும் என்பதை மாற்ற உங்கள் கடவுச்சொல்லை உள்ளிடவும்.',
  'That password is not right. Your payout details were not changed.':
    'அந்தக் கடவுச்சொல் சரியில்லை. உங்கள் பணம் பெறும் விவரங்கள் மாற்றப்படவில்லை.',
  'Too many wrong passwords. You can change your payout details again in {minutes} minute.':
    'பலமுறை தவறான கடவுச்சொல். {minutes} நிமிடத்தில் உங்கள் பணம் பெறும் விவரங்களை மீண்டும் மாற்றலாம்.',
  'Too many wrong passwords. You can change your payout details again in {minutes} minutes.':
    'பலமுறை தவறான கடவுச்சொல். {minutes} நிமிடங்களில் உங்கள் பணம் பெறும் விவரங்களை மீண்டும் மாற்றலாம்.',
  // --- end of online payments ---
  // ── Price alerts (issue 22) ──
  'Price alerts': 'விலை அலர்ட்கள்',
  "We send you an SMS or email when a crop's mandi price crosses the line you set: once, with the price and its date, and not again until the price has gone back across the line.":
    'ஒரு பயிரின் மண்டி விலை நீங்கள் அமைத்த வரம்பைத் தாண்டும்போது உங்களுக்கு SMS அல்லது மின்னஞ்சல் அனுப்புவோம்: ஒருமுறை, விலையும் அதன் தேதியும் சேர்த்து; விலை மீண்டும் வரம்பைத் தாண்டித் திரும்பும் வரை மறுபடி அனுப்ப மாட்டோம்.',
  'New alert': 'புதிய அலர்ட்',
  'You have {max} price alerts, the most one account can hold. Delete one to add another.':
    'உங்களிடம் {max} விலை அலர்ட்கள் உள்ளன; ஒரு கணக்கில் இதுவே அதிகபட்சம். புதியதைச் சேர்க்க ஒன்றை நீக்குங்கள்.',
  'Alert set.': 'அலர்ட் அமைக்கப்பட்டது.',
  'My alerts ({count} of {max})': 'என் அலர்ட்கள் ({max}-இல் {count})',
  'English, Hindi or Tamil names work, e.g. Onion, pyaz, vengayam.':
    'ஆங்கிலம், இந்தி அல்லது தமிழ்ப் பெயர்கள் செல்லும், எ.கா. Onion, pyaz, வெங்காயம்.',
  Where: 'எங்கே',
  'My district (from my profile)': 'என் மாவட்டம் (என் சுயவிவரத்திலிருந்து)',
  'A market': 'ஒரு சந்தை',
  'A state': 'ஒரு மாநிலம்',
  'All India': 'இந்தியா முழுவதும்',
  State: 'மாநிலம்',
  'Price per kg (₹)': 'கிலோ விலை (₹)',
  'Send by': 'அனுப்பும் வழி',
  'Save changes': 'மாற்றங்களைச் சேமி',
  'Set alert': 'அலர்ட் அமை',
  'You have no price alerts yet.': 'உங்களிடம் இன்னும் விலை அலர்ட் எதுவும் இல்லை.',
  'Above {price} per kg': 'கிலோ {price}-க்கு மேல்',
  'Below {price} per kg': 'கிலோ {price}-க்குக் கீழ்',
  Paused: 'நிறுத்தி வைக்கப்பட்டது',
  'Sent; waiting for the price to come back across the line':
    'அனுப்பப்பட்டது; விலை வரம்பைத் தாண்டித் திரும்பக் காத்திருக்கிறது',
  Watching: 'கவனிக்கப்படுகிறது',
  '{crop} at {market}': '{market}-இல் {crop}',
  '{crop} in {district} district': '{district} மாவட்டத்தில் {crop}',
  '{crop} in {state}': '{state}-இல் {crop}',
  '{crop} across India': 'இந்தியா முழுவதும் {crop}',
  'By {channels}': '{channels} மூலம்',
  'no channel': 'வழி இல்லை',
  'Alert saved.': 'அலர்ட் சேமிக்கப்பட்டது.',
  'Delete this alert?': 'இந்த அலர்ட்டை நீக்கவா?',
  'Alert deleted.': 'அலர்ட் நீக்கப்பட்டது.',
  Resume: 'மீண்டும் தொடங்கு',
  Pause: 'நிறுத்தி வை',
  'Price alert not found.': 'விலை அலர்ட் கிடைக்கவில்லை.',
  'You can only change your own price alerts.': 'உங்கள் சொந்த விலை அலர்ட்களை மட்டுமே மாற்ற முடியும்.',
  '{crop} has too little price history to forecast, so a forecast alert for it would never fire. Set a price alert (above or below a price) instead.':
    '{crop} க்கு முன்கணிக்கப் போதுமான விலை வரலாறு இல்லை, எனவே அதற்கான முன்கணிப்பு அலர்ட் ஒருபோதும் வராது. அதற்குப் பதிலாக விலை அலர்ட்டை (ஒரு விலைக்கு மேல் அல்லது கீழ்) அமைக்கவும்.',
  "Your profile's location names no district we have {crop} prices for. Choose a market, a state or all India.":
    'உங்கள் சுயவிவர இடத்தில், எங்களிடம் {crop} விலைகள் உள்ள மாவட்டம் எதுவும் இல்லை. ஒரு சந்தை, மாநிலம் அல்லது இந்தியா முழுவதையும் தேர்ந்தெடுங்கள்.',
  "No {crop} prices for '{place}'. Check the spelling, or choose all India.":
    "'{place}'-க்கு {crop} விலைகள் இல்லை. எழுத்துக்களைச் சரிபாருங்கள், அல்லது இந்தியா முழுவதையும் தேர்ந்தெடுங்கள்.",
  'This unsubscribe link is not valid.': 'இந்த விலகல் இணைப்பு செல்லாது.',
  'Please enter a crop.': 'பயிரை உள்ளிடுங்கள்.',
  'Enter a price per kg between ₹0.01 and ₹100,000.':
    '₹0.01 முதல் ₹100,000 வரை கிலோ விலையை உள்ளிடுங்கள்.',
  'Choose SMS, email or both.': 'SMS, மின்னஞ்சல் அல்லது இரண்டையும் தேர்ந்தெடுங்கள்.',
  'Name the market or state.': 'சந்தை அல்லது மாநிலத்தின் பெயரை உள்ளிடுங்கள்.',
  'Crop: at most 100 characters.': 'பயிர்: அதிகபட்சம் 100 எழுத்துக்கள்.',
  'Place: at most 100 characters.': 'இடம்: அதிகபட்சம் 100 எழுத்துக்கள்.',
  'Nothing to change.': 'மாற்ற எதுவும் இல்லை.',
  'Price alerts: get an SMS or email when a crop’s price crosses your line':
    'விலை அலர்ட்கள்: பயிரின் விலை உங்கள் வரம்பைத் தாண்டும்போது SMS அல்லது மின்னஞ்சல் பெறுங்கள்',
  'Tell me when': 'எப்போது சொல்ல வேண்டும்',
  'the price goes above': 'விலை இதற்கு மேல் போனால்',
  'the price goes below': 'விலை இதற்குக் கீழ் போனால்',
  'the 7-day forecast says up by more than': '7 நாள் முன்கணிப்பு இதை விட அதிக உயர்வு சொன்னால்',
  'the 7-day forecast says down by more than': '7 நாள் முன்கணிப்பு இதை விட அதிக சரிவு சொன்னால்',
  'Percent (%)': 'சதவீதம் (%)',
  "Forecasts are for the crop's price across India.":
    'முன்கணிப்புகள் இந்தியா முழுவதும் பயிரின் விலைக்கானவை.',
  'Forecast up by more than {percent}% within 7 days':
    '7 நாட்களில் முன்கணிப்பு {percent}%-க்கு மேல் உயர்வு',
  'Forecast down by more than {percent}% within 7 days':
    '7 நாட்களில் முன்கணிப்பு {percent}%-க்கு மேல் சரிவு',
  'Enter a percentage between 1 and 100.': '1 முதல் 100 வரை சதவீதத்தை உள்ளிடுங்கள்.',
  // ── end of price alerts (issue 22) ──
  // ── the operator console (its API's errors) ──
  'Access Denied: Only operators can access this section.':
    'அணுகல் மறுக்கப்பட்டது: இந்தப் பகுதி இயக்குநர்களுக்கு மட்டுமே.',
  'An operator account cannot take the buyer or farmer role.':
    'இயக்குநர் கணக்கு வாங்குபவர் அல்லது விவசாயி பங்கை எடுக்க முடியாது.',
  'This account is suspended. Contact FarmTrek support.':
    'இந்தக் கணக்கு இடைநிறுத்தப்பட்டுள்ளது. FarmTrek உதவியைத் தொடர்புகொள்ளுங்கள்.',
  'Enter the code from your authenticator app.': 'உங்கள் அங்கீகரிப்புச் செயலியின் குறியீட்டை உள்ளிடுங்கள்.',
  'That code is not right. Enter the current code from your authenticator app.':
    'அந்தக் குறியீடு சரியில்லை. உங்கள் அங்கீகரிப்புச் செயலியின் தற்போதைய குறியீட்டை உள்ளிடுங்கள்.',
  'The sign-in took too long. Log in again with your password.':
    'உள்நுழைவுக்கு அதிக நேரம் ஆனது. உங்கள் கடவுச்சொல்லுடன் மீண்டும் உள்நுழையுங்கள்.',
  'Choose a new password and set up your authenticator app before using the console.':
    'கன்சோலைப் பயன்படுத்தும் முன் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுத்து அங்கீகரிப்புச் செயலியை அமையுங்கள்.',
  'No such account.': 'அப்படி ஒரு கணக்கு இல்லை.',
  'Two-factor sign-in is already set up for this account.':
    'இந்தக் கணக்கிற்கு இரு-படி உள்நுழைவு ஏற்கெனவே அமைக்கப்பட்டுள்ளது.',
  'Operator accounts cannot be suspended from the console.':
    'இயக்குநர் கணக்குகளைக் கன்சோலில் இருந்து இடைநிறுத்த முடியாது.',
  'This account is already suspended.': 'இந்தக் கணக்கு ஏற்கெனவே இடைநிறுத்தப்பட்டுள்ளது.',
  'This account is not suspended.': 'இந்தக் கணக்கு இடைநிறுத்தப்படவில்லை.',
  'No such message.': 'அப்படி ஒரு செய்தி இல்லை.',
  'Only a failed message can be sent again; this one is {status}.':
    'தோல்வியடைந்த செய்தியை மட்டுமே மீண்டும் அனுப்ப முடியும்; இது {status}.',
  // ── end of the operator console ──
  // ── accounts: phone codes, code sign-in, a forgotten password ──
  'Choose a new password': 'புதிய கடவுச்சொல்லைத் தேர்வுசெய்யுங்கள்',
  'Forgot password?': 'கடவுச்சொல் மறந்துவிட்டதா?',
  'Log in with email and password': 'மின்னஞ்சல் மற்றும் கடவுச்சொல்லுடன் உள்நுழையுங்கள்',
  'Sign in with mobile number': 'மொபைல் எண்ணுடன் உள்நுழையுங்கள்',
  'Verify your mobile number': 'உங்கள் மொபைல் எண்ணைச் சரிபார்க்கவும்',
  Continue: 'தொடரவும்',
  Later: 'பிறகு',
  'Sending the code': 'குறியீடு அனுப்பப்படுகிறது',
  'Send code': 'குறியீட்டை அனுப்பு',
  'Email or mobile number': 'மின்னஞ்சல் அல்லது மொபைல் எண்',
  'We send a link to your email, or a code to your verified mobile number.':
    'உங்கள் மின்னஞ்சலுக்கு ஒரு இணைப்பை, அல்லது சரிபார்க்கப்பட்ட உங்கள் மொபைல் எண்ணுக்கு ஒரு குறியீட்டை அனுப்புவோம்.',
  'Reset password': 'கடவுச்சொல்லை மீட்டமை',
  Code: 'குறியீடு',
  'New password': 'புதிய கடவுச்சொல்',
  'New password again': 'புதிய கடவுச்சொல் மீண்டும்',
  Saving: 'சேமிக்கப்படுகிறது',
  'Set new password': 'புதிய கடவுச்சொல்லை அமை',
  'Send the code again in {seconds} s': '{seconds} வினாடிகளில் குறியீட்டை மீண்டும் அனுப்பலாம்',
  'Send the code again': 'குறியீட்டை மீண்டும் அனுப்பு',
  'Enter the 6-digit code we sent by SMS to {phone}.':
    '{phone} எண்ணுக்கு SMS மூலம் அனுப்பிய 6 இலக்கக் குறியீட்டை உள்ளிடவும்.',
  'Checking the code': 'குறியீடு சரிபார்க்கப்படுகிறது',
  Verify: 'சரிபார்',
  'Your mobile number is verified.': 'உங்கள் மொபைல் எண் சரிபார்க்கப்பட்டது.',
  'Until your mobile number is verified, we send it no SMS other than codes.':
    'உங்கள் மொபைல் எண் சரிபார்க்கப்படும் வரை, குறியீடுகளைத் தவிர வேறு SMS எதையும் அதற்கு அனுப்ப மாட்டோம்.',
  'That code is not right. {left} try left.': 'இந்தக் குறியீடு சரியில்லை. இன்னும் {left} முயற்சி உள்ளது.',
  'That code is not right. {left} tries left.':
    'இந்தக் குறியீடு சரியில்லை. இன்னும் {left} முயற்சிகள் உள்ளன.',
  'This code has expired or was already used. Ask for a new one.':
    'இந்தக் குறியீடு காலாவதியாகிவிட்டது அல்லது ஏற்கனவே பயன்படுத்தப்பட்டது. புதிய குறியீட்டைக் கேளுங்கள்.',
  'Too many wrong tries for this code. Ask for a new one.':
    'இந்தக் குறியீட்டுக்கு அதிகமான தவறான முயற்சிகள். புதிய குறியீட்டைக் கேளுங்கள்.',
  'A code was just sent. You can ask for another in {seconds} second.':
    'இப்போதுதான் ஒரு குறியீடு அனுப்பப்பட்டது. {seconds} வினாடியில் இன்னொன்றைக் கேட்கலாம்.',
  'A code was just sent. You can ask for another in {seconds} seconds.':
    'இப்போதுதான் ஒரு குறியீடு அனுப்பப்பட்டது. {seconds} வினாடிகளில் இன்னொன்றைக் கேட்கலாம்.',
  'Too many codes were sent to this number. Please try again in {minutes} minute.':
    'இந்த எண்ணுக்கு அதிகமான குறியீடுகள் அனுப்பப்பட்டன. {minutes} நிமிடத்தில் மீண்டும் முயலவும்.',
  'Too many codes were sent to this number. Please try again in {minutes} minutes.':
    'இந்த எண்ணுக்கு அதிகமான குறியீடுகள் அனுப்பப்பட்டன. {minutes} நிமிடங்களில் மீண்டும் முயலவும்.',
  'Too many codes were asked for from your network. Please try again in {minutes} minute.':
    'உங்கள் நெட்வொர்க்கிலிருந்து அதிகமான குறியீடுகள் கேட்கப்பட்டன. {minutes} நிமிடத்தில் மீண்டும் முயலவும்.',
  'Too many codes were asked for from your network. Please try again in {minutes} minutes.':
    'உங்கள் நெட்வொர்க்கிலிருந்து அதிகமான குறியீடுகள் கேட்கப்பட்டன. {minutes} நிமிடங்களில் மீண்டும் முயலவும்.',
  'This is not the mobile number on your account. Change the number in your profile first.':
    'இது உங்கள் கணக்கின் மொபைல் எண் அல்ல. முதலில் உங்கள் சுயவிவரத்தில் எண்ணை மாற்றவும்.',
  'This mobile number is already verified on another account.':
    'இந்த மொபைல் எண் ஏற்கனவே வேறொரு கணக்கில் சரிபார்க்கப்பட்டுள்ளது.',
  'Your mobile number is already verified.': 'உங்கள் மொபைல் எண் ஏற்கனவே சரிபார்க்கப்பட்டுள்ளது.',
  'This reset link is not valid, was already used or has expired. Ask for a new one.':
    'இந்த மீட்டமைப்பு இணைப்பு செல்லாது, ஏற்கனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியாகிவிட்டது. புதிய இணைப்பைக் கேளுங்கள்.',
  'Your current password is not right.': 'உங்கள் தற்போதைய கடவுச்சொல் சரியில்லை.',
  'This account signs in with its password and authenticator app, not with an SMS code.':
    'இந்தக் கணக்கு அதன் கடவுச்சொல் மற்றும் அங்கீகரிப்புச் செயலி மூலம் உள்நுழைகிறது, SMS குறியீட்டால் அல்ல.',
  'Enter your mobile number.': 'உங்கள் மொபைல் எண்ணை உள்ளிடவும்.',
  'Enter the 6-digit code from the SMS.': 'SMS-இல் வந்த 6 இலக்கக் குறியீட்டை உள்ளிடவும்.',
  'Enter your email address or your mobile number.':
    'உங்கள் மின்னஞ்சல் முகவரி அல்லது மொபைல் எண்ணை உள்ளிடவும்.',
  'Enter a new password.': 'புதிய கடவுச்சொல்லை உள்ளிடவும்.',
  'The two passwords are not the same.': 'இரண்டு கடவுச்சொற்களும் ஒன்றாக இல்லை.',
  'We have sent a 6-digit code by SMS to your mobile number.':
    'உங்கள் மொபைல் எண்ணுக்கு SMS மூலம் 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம்.',
  'If this number belongs to an account with a verified number, we have sent it a 6-digit code by SMS.':
    'இந்த எண் சரிபார்க்கப்பட்ட எண் கொண்ட ஒரு கணக்கினுடையதாக இருந்தால், அதற்கு SMS மூலம் 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம்.',
  'If an account matches, we have sent it a way to reset the password. Check your email or SMS.':
    'ஒரு கணக்கு பொருந்தினால், கடவுச்சொல்லை மீட்டமைக்கும் வழியை அதற்கு அனுப்பியுள்ளோம். உங்கள் மின்னஞ்சல் அல்லது SMS-ஐப் பாருங்கள்.',
  'Your password is changed and every device was signed out. Log in with the new password.':
    'உங்கள் கடவுச்சொல் மாற்றப்பட்டது, எல்லா சாதனங்களிலிருந்தும் வெளியேற்றப்பட்டது. புதிய கடவுச்சொல்லுடன் உள்நுழையுங்கள்.',
  'Change password': 'கடவுச்சொல்லை மாற்று',
  'Signed-in devices': 'உள்நுழைந்துள்ள சாதனங்கள்',
  'Current password': 'தற்போதைய கடவுச்சொல்',
  'Unknown device': 'அறியப்படாத சாதனம்',
  'This device': 'இந்தச் சாதனம்',
  'Last used {date}': 'கடைசியாகப் பயன்படுத்தியது {date}',
  'Sign out everywhere else': 'மற்ற எல்லா இடங்களிலிருந்தும் வெளியேறு',
  'A new number is verified again by a code.': 'புதிய எண் மீண்டும் குறியீட்டால் சரிபார்க்கப்படும்.',
  'Edit profile, password and devices': 'சுயவிவரம், கடவுச்சொல், சாதனங்களைத் திருத்து',
  'Enter your current password.': 'உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்.',
  'Your profile is saved.': 'உங்கள் சுயவிவரம் சேமிக்கப்பட்டது.',
  'Your password is changed. Every other device was signed out.':
    'உங்கள் கடவுச்சொல் மாற்றப்பட்டது. மற்ற எல்லா சாதனங்களிலிருந்தும் வெளியேற்றப்பட்டது.',
  'Every other device was signed out.': 'மற்ற எல்லா சாதனங்களிலிருந்தும் வெளியேற்றப்பட்டது.',
  'Name: at most 60 characters.': 'பெயர்: அதிகபட்சம் 60 எழுத்துகள்.',
  // ── end of accounts ──
}
export default catalogue
