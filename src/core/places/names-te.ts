/**
 * Telugu names (see district-data.ts for the format; SOURCES.md for where the names come from):
 * the districts of Andhra Pradesh and Telangana, and a few big cities elsewhere.
 */
import type { PlaceNames } from './district-data.ts'

export const TE: PlaceNames = {
  states: {
    BR: 'బిహార్',
    JH: 'జార్ఖండ్',
    WB: 'పశ్చిమ బెంగాల్',
    OD: 'ఒడిశా',
    AS: 'అస్సాం',
    AR: 'అరుణాచల్ ప్రదేశ్',
    MN: 'మణిపూర్',
    ML: 'మేఘాలయ',
    MZ: 'మిజోరం',
    NL: 'నాగాలాండ్',
    SK: 'సిక్కిం',
    TR: 'త్రిపుర',
    UP: 'ఉత్తర ప్రదేశ్',
    UK: 'ఉత్తరాఖండ్',
    HP: 'హిమాచల్ ప్రదేశ్',
    PB: 'పంజాబ్',
    HR: 'హర్యానా',
    DL: 'ఢిల్లీ',
    CH: 'చండీగఢ్',
    JK: 'జమ్మూ కాశ్మీర్',
    LA: 'లడఖ్',
    AP: 'ఆంధ్రప్రదేశ్',
    KA: 'కర్ణాటక',
    KL: 'కేరళ',
    TN: 'తమిళనాడు',
    TG: 'తెలంగాణ',
    PY: 'పుదుచ్చేరి',
    LD: 'లక్షద్వీప్',
    AN: 'అండమాన్ నికోబార్ దీవులు',
    MH: 'మహారాష్ట్ర',
    GA: 'గోవా',
    GJ: 'గుజరాత్',
    RJ: 'రాజస్థాన్',
    MP: 'మధ్యప్రదేశ్',
    CG: 'ఛత్తీస్\u200cగఢ్',
    DH: 'దాద్రా నగర్ హవేలీ మరియు డామన్ డయ్యూ',
  },
  districts: {
    AP: `
Srikakulam|శ్రీకాకుళం
Parvathipuram Manyam|పార్వతీపురం మన్యం|పార్వతీపురం
Vizianagaram|విజయనగరం
Visakhapatnam|విశాఖపట్నం|విశాఖ;వైజాగ్
Alluri Sitharama Raju|అల్లూరి సీతారామరాజు|పాడేరు
Anakapalli|అనకాపల్లి
Kakinada|కాకినాడ
East Godavari|తూర్పు గోదావరి|రాజమహేంద్రవరం;రాజమండ్రి
Dr. B.R. Ambedkar Konaseema|డాక్టర్ బి.ఆర్. అంబేద్కర్ కోనసీమ|కోనసీమ;అమలాపురం
Eluru|ఏలూరు
West Godavari|పశ్చిమ గోదావరి|భీమవరం
NTR|ఎన్టీఆర్|విజయవాడ;బెజవాడ
Krishna|కృష్ణా|మచిలీపట్నం
Palnadu|పల్నాడు|నరసరావుపేట
Guntur|గుంటూరు
Bapatla|బాపట్ల
Prakasam|ప్రకాశం|ఒంగోలు
Sri Potti Sriramulu Nellore|శ్రీ పొట్టి శ్రీరాములు నెల్లూరు|నెల్లూరు
Kurnool|కర్నూలు
Nandyal|నంద్యాల
Anantapur|అనంతపురం
Sri Sathya Sai|శ్రీ సత్యసాయి|పుట్టపర్తి
YSR Kadapa|వైఎస్ఆర్ కడప|కడప
Annamayya|అన్నమయ్య|రాయచోటి
Tirupati|తిరుపతి
Chittoor|చిత్తూరు
`,
    TG: `
Adilabad|ఆదిలాబాద్
Bhadradri Kothagudem|భద్రాద్రి కొత్తగూడెం|కొత్తగూడెం
Hanumakonda|హనుమకొండ
Hyderabad|హైదరాబాద్|సికింద్రాబాద్
Jagtial|జగిత్యాల
Jangaon|జనగామ
Jayashankar Bhupalpally|జయశంకర్ భూపాలపల్లి|భూపాలపల్లి
Jogulamba Gadwal|జోగులాంబ గద్వాల|గద్వాల
Kamareddy|కామారెడ్డి
Karimnagar|కరీంనగర్
Khammam|ఖమ్మం
Kumuram Bheem Asifabad|కుమురం భీం ఆసిఫాబాద్|కొమురం భీం ఆసిఫాబాద్;కుమ్రం భీం ఆసిఫాబాద్;ఆసిఫాబాద్
Mahabubabad|మహబూబాబాద్
Mahabubnagar|మహబూబ్\u200cనగర్|పాలమూరు
Mancherial|మంచిర్యాల
Medak|మెదక్
Medchal-Malkajgiri|మేడ్చల్-మల్కాజిగిరి|మేడ్చల్;మల్కాజిగిరి
Mulugu|ములుగు
Nagarkurnool|నాగర్\u200cకర్నూల్
Nalgonda|నల్గొండ|నల్లగొండ
Narayanpet|నారాయణపేట
Nirmal|నిర్మల్
Nizamabad|నిజామాబాద్
Peddapalli|పెద్దపల్లి
Rajanna Sircilla|రాజన్న సిరిసిల్ల|సిరిసిల్ల
Rangareddy|రంగారెడ్డి
Sangareddy|సంగారెడ్డి
Siddipet|సిద్దిపేట
Suryapet|సూర్యాపేట
Vikarabad|వికారాబాద్
Wanaparthy|వనపర్తి
Warangal|వరంగల్
Yadadri Bhuvanagiri|యాదాద్రి భువనగిరి|భువనగిరి
`,
    KA: `
Bengaluru Urban||బెంగళూరు
`,
    TN: `
Chennai|చెన్నై
`,
    MH: `
Mumbai City||ముంబై
Pune|పుణె
Nashik|నాసిక్
`,
    WB: `
Kolkata|కోల్\u200cకతా
`,
  },
}
