/**
 * Kannada names (see district-data.ts for the format; SOURCES.md for where the names come from):
 * the districts of Karnataka, and a few big cities elsewhere.
 */
import type { PlaceNames } from './district-data.ts'

export const KN: PlaceNames = {
  states: {
    BR: 'ಬಿಹಾರ',
    JH: 'ಜಾರ್ಖಂಡ್',
    WB: 'ಪಶ್ಚಿಮ ಬಂಗಾಳ',
    OD: 'ಒಡಿಶಾ',
    AS: 'ಅಸ್ಸಾಂ',
    AR: 'ಅರುಣಾಚಲ ಪ್ರದೇಶ',
    MN: 'ಮಣಿಪುರ',
    ML: 'ಮೇಘಾಲಯ',
    MZ: 'ಮಿಜೋರಾಂ',
    NL: 'ನಾಗಾಲ್ಯಾಂಡ್',
    SK: 'ಸಿಕ್ಕಿಂ',
    TR: 'ತ್ರಿಪುರ',
    UP: 'ಉತ್ತರ ಪ್ರದೇಶ',
    UK: 'ಉತ್ತರಾಖಂಡ',
    HP: 'ಹಿಮಾಚಲ ಪ್ರದೇಶ',
    PB: 'ಪಂಜಾಬ್',
    HR: 'ಹರಿಯಾಣ',
    DL: 'ದೆಹಲಿ',
    CH: 'ಚಂಡೀಗಢ',
    JK: 'ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ',
    LA: 'ಲಡಾಖ್',
    AP: 'ಆಂಧ್ರ ಪ್ರದೇಶ',
    KA: 'ಕರ್ನಾಟಕ',
    KL: 'ಕೇರಳ',
    TN: 'ತಮಿಳುನಾಡು',
    TG: 'ತೆಲಂಗಾಣ',
    PY: 'ಪುದುಚೇರಿ',
    LD: 'ಲಕ್ಷದ್ವೀಪ',
    AN: 'ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು',
    MH: 'ಮಹಾರಾಷ್ಟ್ರ',
    GA: 'ಗೋವಾ',
    GJ: 'ಗುಜರಾತ್',
    RJ: 'ರಾಜಸ್ಥಾನ',
    MP: 'ಮಧ್ಯ ಪ್ರದೇಶ',
    CG: 'ಛತ್ತೀಸ್\u200cಗಢ',
    DH: 'ದಾದ್ರಾ ಮತ್ತು ನಗರ್ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು',
  },
  districts: {
    KA: `
Bagalkot|ಬಾಗಲಕೋಟೆ|ಬಾಗಲಕೋಟ
Ballari|ಬಳ್ಳಾರಿ
Belagavi|ಬೆಳಗಾವಿ|ಬೆಳಗಾಂ
Bengaluru Rural|ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ
Bengaluru Urban|ಬೆಂಗಳೂರು ನಗರ|ಬೆಂಗಳೂರು
Bengaluru South|ಬೆಂಗಳೂರು ದಕ್ಷಿಣ|ರಾಮನಗರ
Bidar|ಬೀದರ್
Chamarajanagar|ಚಾಮರಾಜನಗರ
Chikkaballapur|ಚಿಕ್ಕಬಳ್ಳಾಪುರ
Chikkamagaluru|ಚಿಕ್ಕಮಗಳೂರು
Chitradurga|ಚಿತ್ರದುರ್ಗ
Dakshina Kannada|ದಕ್ಷಿಣ ಕನ್ನಡ|ಮಂಗಳೂರು
Davanagere|ದಾವಣಗೆರೆ
Dharwad|ಧಾರವಾಡ|ಹುಬ್ಬಳ್ಳಿ
Gadag|ಗದಗ
Kalaburagi|ಕಲಬುರಗಿ|ಗುಲ್ಬರ್ಗಾ;ಗುಲಬರ್ಗಾ
Hassan|ಹಾಸನ
Haveri|ಹಾವೇರಿ
Kodagu|ಕೊಡಗು|ಮಡಿಕೇರಿ
Kolar|ಕೋಲಾರ
Koppal|ಕೊಪ್ಪಳ
Mandya|ಮಂಡ್ಯ
Mysuru|ಮೈಸೂರು
Raichur|ರಾಯಚೂರು
Shivamogga|ಶಿವಮೊಗ್ಗ
Tumakuru|ತುಮಕೂರು
Udupi|ಉಡುಪಿ
Uttara Kannada|ಉತ್ತರ ಕನ್ನಡ|ಕಾರವಾರ
Vijayanagara|ವಿಜಯನಗರ|ಹೊಸಪೇಟೆ
Vijayapura|ವಿಜಯಪುರ|ಬಿಜಾಪುರ
Yadgir|ಯಾದಗಿರಿ
`,
    MH: `
Mumbai City||ಮುಂಬೈ
Pune|ಪುಣೆ
Nashik|ನಾಸಿಕ್
Kolhapur|ಕೊಲ್ಹಾಪುರ
Solapur|ಸೊಲ್ಲಾಪುರ
`,
    TN: `
Chennai|ಚೆನ್ನೈ
`,
    TG: `
Hyderabad|ಹೈದರಾಬಾದ್
`,
    WB: `
Kolkata|ಕೋಲ್ಕತ್ತಾ
`,
  },
}
