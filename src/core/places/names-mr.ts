/**
 * Marathi names (see district-data.ts for the format; SOURCES.md for where the names come from).
 * Districts outside this table are named as in Hindi (the same Devanagari script).
 */
import type { PlaceNames } from './district-data.ts'

export const MR: PlaceNames = {
  states: {
    BR: 'बिहार',
    JH: 'झारखंड',
    WB: 'पश्चिम बंगाल',
    OD: 'ओडिशा',
    AS: 'आसाम',
    AR: 'अरुणाचल प्रदेश',
    MN: 'मणिपूर',
    ML: 'मेघालय',
    MZ: 'मिझोराम',
    NL: 'नागालँड',
    SK: 'सिक्कीम',
    TR: 'त्रिपुरा',
    UP: 'उत्तर प्रदेश',
    UK: 'उत्तराखंड',
    HP: 'हिमाचल प्रदेश',
    PB: 'पंजाब',
    HR: 'हरियाणा',
    DL: 'दिल्ली',
    CH: 'चंदीगड',
    JK: 'जम्मू आणि काश्मीर',
    LA: 'लडाख',
    AP: 'आंध्र प्रदेश',
    KA: 'कर्नाटक',
    KL: 'केरळ',
    TN: 'तमिळनाडू',
    TG: 'तेलंगणा',
    PY: 'पुदुच्चेरी',
    LD: 'लक्षद्वीप',
    AN: 'अंदमान आणि निकोबार बेटे',
    MH: 'महाराष्ट्र',
    GA: 'गोवा',
    GJ: 'गुजरात',
    RJ: 'राजस्थान',
    MP: 'मध्य प्रदेश',
    CG: 'छत्तीसगड',
    DH: 'दादरा आणि नगर हवेली आणि दमण आणि दीव',
  },
  districts: {
    MH: `
Ahilyanagar|अहिल्यानगर|अहमदनगर
Akola|अकोला
Amravati|अमरावती
Beed|बीड
Bhandara|भंडारा
Buldhana|बुलढाणा
Chandrapur|चंद्रपूर|चांदा
Chhatrapati Sambhajinagar|छत्रपती संभाजीनगर|संभाजीनगर;औरंगाबाद
Dharashiv|धाराशिव|उस्मानाबाद
Dhule|धुळे
Gadchiroli|गडचिरोली
Gondia|गोंदिया
Hingoli|हिंगोली
Jalgaon|जळगाव
Jalna|जालना
Kolhapur|कोल्हापूर
Latur|लातूर
Mumbai City|मुंबई शहर|मुंबई
Mumbai Suburban|मुंबई उपनगर
Nagpur|नागपूर
Nanded|नांदेड
Nandurbar|नंदुरबार
Nashik|नाशिक|नासिक;मालेगाव
Palghar|पालघर|वसई;विरार
Parbhani|परभणी
Pune|पुणे|पिंपरी-चिंचवड;बारामती
Raigad|रायगड|अलिबाग;पनवेल
Ratnagiri|रत्नागिरी
Sangli|सांगली
Satara|सातारा
Sindhudurg|सिंधुदुर्ग
Solapur|सोलापूर
Thane|ठाणे|कल्याण;नवी मुंबई;भिवंडी
Wardha|वर्धा
Washim|वाशिम
Yavatmal|यवतमाळ
`,
    KA: `
Belagavi|बेळगाव|बेळगावी
`,
  },
}
