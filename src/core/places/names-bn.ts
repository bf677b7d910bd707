/**
 * Bengali names (see district-data.ts for the format; SOURCES.md for where the names come from):
 * the districts of West Bengal and Tripura, and a few big cities elsewhere. A district numbered
 * in its name has the Bengali digits' spelling and the Latin digits' as an other name.
 */
import type { PlaceNames } from './district-data.ts'

export const BN: PlaceNames = {
  states: {
    BR: 'বিহার',
    JH: 'ঝাড়খণ্ড',
    WB: 'পশ্চিমবঙ্গ',
    OD: 'ওড়িশা',
    AS: 'অসম',
    AR: 'অরুণাচল প্রদেশ',
    MN: 'মণিপুর',
    ML: 'মেঘালয়',
    MZ: 'মিজোরাম',
    NL: 'নাগাল্যান্ড',
    SK: 'সিকিম',
    TR: 'ত্রিপুরা',
    UP: 'উত্তরপ্রদেশ',
    UK: 'উত্তরাখণ্ড',
    HP: 'হিমাচল প্রদেশ',
    PB: 'পাঞ্জাব',
    HR: 'হরিয়ানা',
    DL: 'দিল্লি',
    CH: 'চণ্ডীগড়',
    JK: 'জম্মু ও কাশ্মীর',
    LA: 'লাদাখ',
    AP: 'অন্ধ্রপ্রদেশ',
    KA: 'কর্ণাটক',
    KL: 'কেরল',
    TN: 'তামিলনাড়ু',
    TG: 'তেলেঙ্গানা',
    PY: 'পুদুচেরি',
    LD: 'লাক্ষাদ্বীপ',
    AN: 'আন্দামান ও নিকোবর দ্বীপপুঞ্জ',
    MH: 'মহারাষ্ট্র',
    GA: 'গোয়া',
    GJ: 'গুজরাত',
    RJ: 'রাজস্থান',
    MP: 'মধ্যপ্রদেশ',
    CG: 'ছত্তিশগড়',
    DH: 'দাদরা ও নগর হাভেলি এবং দমন ও দিউ',
  },
  districts: {
    WB: `
Alipurduar|আলিপুরদুয়ার
Bankura|বাঁকুড়া
Birbhum|বীরভূম|বোলপুর;সিউড়ি
Cooch Behar|কোচবিহার
Dakshin Dinajpur|দক্ষিণ দিনাজপুর|বালুরঘাট
Darjeeling|দার্জিলিং|শিলিগুড়ি
Hooghly|হুগলি|চুঁচুড়া
Howrah|হাওড়া
Jalpaiguri|জলপাইগুড়ি
Jhargram|ঝাড়গ্রাম
Kalimpong|কালিম্পং
Kolkata|কলকাতা|কোলকাতা
Malda|মালদা|মালদহ;ইংরেজবাজার
Murshidabad|মুর্শিদাবাদ|বহরমপুর
Nadia|নদিয়া|নদীয়া;কৃষ্ণনগর
North 24 Parganas|উত্তর ২৪ পরগনা|উত্তর 24 পরগনা;উত্তর চব্বিশ পরগনা;বারাসত
Paschim Bardhaman|পশ্চিম বর্ধমান|আসানসোল;দুর্গাপুর
Paschim Medinipur|পশ্চিম মেদিনীপুর|মেদিনীপুর
Purba Bardhaman|পূর্ব বর্ধমান|বর্ধমান
Purba Medinipur|পূর্ব মেদিনীপুর|তমলুক;হলদিয়া
Purulia|পুরুলিয়া
South 24 Parganas|দক্ষিণ ২৪ পরগনা|দক্ষিণ 24 পরগনা;দক্ষিণ চব্বিশ পরগনা;আলিপুর
Uttar Dinajpur|উত্তর দিনাজপুর|রায়গঞ্জ
`,
    TR: `
Dhalai|ধলাই|আমবাসা
Gomati|গোমতী|উদয়পুর
Khowai|খোয়াই
North Tripura|উত্তর ত্রিপুরা|ধর্মনগর
Sepahijala|সিপাহীজলা|বিশালগড়
South Tripura|দক্ষিণ ত্রিপুরা|বিলোনিয়া
Unakoti|ঊনকোটি|কৈলাসহর
West Tripura|পশ্চিম ত্রিপুরা|আগরতলা
`,
    MH: `
Mumbai City||মুম্বই;মুম্বাই
Pune|পুনে
Nashik|নাসিক
`,
    TN: `
Chennai|চেন্নাই
`,
    TG: `
Hyderabad|হায়দরাবাদ
`,
    KA: `
Bengaluru Urban||বেঙ্গালুরু;বাঙ্গালোর
`,
    DL: `
New Delhi|নতুন দিল্লি|নয়াদিল্লি
`,
  },
}
