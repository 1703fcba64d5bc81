// The Kiswahili texts of the shop's settings page (staff): the same keys, placeholders and plural forms as the English.
import type { settings as english } from "../en/settings.ts";

export const settings: Record<keyof typeof english, string> = {
  "settings.title": "Mipangilio ya duka",
  "settings.heading": "Mipangilio ya duka",
  // "Environment": the values the shop was started with (its configuration).
  "settings.intro":
    "Unachohifadhi hapa kinatumika mara moja kwenye kila ukurasa, barua pepe na malipo. Hadi utakapohifadhi kwa mara ya kwanza, duka linatumia thamani za mazingira yake.",
  "settings.contact.heading": "Mawasiliano",
  "settings.contact.hint": "Yanaonyeshwa chini ya kila ukurasa na kwenye barua pepe za duka.",
  "settings.field.phone": "Simu",
  "settings.field.email": "Barua pepe",
  "settings.field.address": "Anwani",
  "settings.field.hoursEn": "Saa za kazi (Kiingereza)",
  "settings.field.hoursSw": "Saa za kazi (Kiswahili)",
  "settings.mpesa.heading": "M-Pesa",
  "settings.mpesa.hint":
    "Inaonyeshwa wakati wa kulipia na kwenye barua pepe ya oda kwa wanunuzi wanaolipa kwa M-Pesa.",
  // Till and Paybill are the names of M-Pesa's business numbers, as Kenyans say them.
  "settings.field.mpesaNumber": "Nambari ya M-Pesa (simu, Till au Paybill)",
  "settings.field.mpesaName": "Jina la akaunti ya M-Pesa",
  "settings.messaging.heading": "SMS na WhatsApp",
  "settings.messaging.hint":
    "Acha sehemu tupu ili kuizima. SMS za oda zinatumwa tu duka likiwa limewekwa kuzituma (SMS_ENV).",
  "settings.field.alertsPhone": "Simu ya arifa za oda",
  "settings.field.alertsPhoneHint": "Inapokea SMS kwa kila oda mpya, k.m. 0712 345 678.",
  "settings.field.whatsappNumber": "Nambari ya WhatsApp",
  "settings.field.whatsappNumberHint":
    "Wanunuzi wanaweza kuuliza kuhusu bidhaa au oda kwenye WhatsApp; pia inaonyeshwa chini ya ukurasa.",
  "settings.delivery.heading": "Ada za kusafirisha",
  "settings.delivery.hint":
    "Eneo linalotaja mji wa kusafirishia linatangulia eneo linalojumuisha nchi yake yote; anwani isiyo katika eneo lolote inalipa ada ya kawaida.",
  "settings.field.defaultFee": "Ada ya kawaida (Ksh)",
  "settings.field.freeAbove": "Usafirishaji bure bidhaa zikiwa na thamani ya angalau (Ksh)",
  "settings.field.freeAboveHint": "Acha wazi ili kutoza ada ya kusafirisha kila mara.",
  "settings.zone.legend": "Eneo: {name}",
  "settings.zone.newLegend": "Eneo jipya",
  "settings.zone.name": "Jina la eneo",
  "settings.zone.fee": "Ada (Ksh)",
  "settings.zone.countries": "Nchi",
  "settings.zone.cities": "Miji (si lazima, itenganishe kwa koma)",
  "settings.zone.citiesHint": "Acha wazi kwa nchi ulizochagua zote nzima.",
  "settings.zone.add": "Ongeza eneo",
  "settings.zone.remove": "Ondoa eneo hili ukihifadhi",
  "settings.save": "Hifadhi mipangilio",
  "settings.saved": "Mipangilio imehifadhiwa. Kila ukurasa na malipo vinaitumia sasa.",
  "settings.unchanged": "Hakuna kilichobadilika, kwa hiyo hakuna kilichohifadhiwa.",
  "settings.error.stale":
    "Mtu mwingine alihifadhi mipangilio baada ya wewe kufungua ukurasa huu, kwa hiyo yako haikuhifadhiwa. Mabadiliko yako yamebaki hapa chini; yalinganishe na badiliko la karibuni (chini ya Mabadiliko) kisha uhifadhi tena.",
  "settings.error.fix": "Baadhi ya mipangilio inahitaji kurekebishwa; hakuna kilichohifadhiwa.",
  "settings.error.expired": "Fomu hii imepitwa na wakati. Pakia ukurasa upya kisha ujaribu tena.",
  "settings.error.phoneRequired": "Weka nambari ya simu ya duka.",
  "settings.error.phoneInvalid":
    "Weka nambari ya simu yenye tarakimu 7 hadi 20, k.m. +254 712 345 678.",
  "settings.error.emailRequired": "Weka anwani ya barua pepe ya duka.",
  "settings.error.emailInvalid": "Weka anwani ya barua pepe kama jina@example.com.",
  "settings.error.addressRequired": "Weka anwani ya duka.",
  "settings.error.hoursRequired": "Weka saa za kazi.",
  "settings.error.tooLong": "Tumia herufi zisizozidi {max, number}.",
  "settings.error.oneLine": "Tumia mstari mmoja, bila kuanza mistari mipya.",
  "settings.error.mpesaNumberInvalid":
    "Weka nambari ya M-Pesa: tarakimu 5 hadi 20 (nafasi zinaruhusiwa).",
  "settings.error.alertsPhoneInvalid":
    "Andika nambari ya simu ya mkononi ya Kenya, k.m. 0712 345 678, au iache tupu.",
  "settings.error.whatsappInvalid":
    "Andika nambari ya simu ya Kenya (0712 345 678) au yenye msimbo wa nchi (+255 …), au iache tupu.",
  "settings.error.mpesaNameRequired":
    "Weka jina la akaunti ambalo wanunuzi wanaliona kwenye M-Pesa.",
  "settings.error.feeInvalid":
    "Weka ada kwa Ksh kuanzia {min, number} hadi {max, number}, k.m. 250.",
  "settings.error.freeAboveInvalid":
    "Weka kiasi kwa Ksh kuanzia {min, number} hadi {max, number}, au acha wazi.",
  "settings.error.zoneNameRequired": "Lipe eneo jina.",
  "settings.error.zoneFeeRequired": "Weka ada ya eneo kwa Ksh (0 kwa usafirishaji bure).",
  "settings.error.zoneCountries": "Chagua angalau nchi moja.",
  "settings.error.tooManyCities": "Orodhesha miji isiyozidi {max, number}.",
  "settings.error.cityTooLong": "Jina la mji lisizidi herufi {max, number}.",
  "settings.error.zoneNameTwice": "Eneo jingine tayari linaitwa {name}.",
  "settings.error.cityInTwoZones":
    "{city} tayari iko katika eneo {other}: mji unaweza kuwa katika eneo moja tu.",
  "settings.error.countryInTwoZones":
    "Eneo {other} tayari linajumuisha nchi nzima iliyochaguliwa hapa: taja miji katika mojawapo ya maeneo hayo mawili, au yaunganishe yawe eneo moja.",
  "settings.error.tooManyZones": "Duka linaweza kuwa na maeneo yasiyozidi {max, number}.",
  "settings.history.heading": "Mabadiliko",
  "settings.history.none": "Bado hakuna mabadiliko.",
  "settings.history.entry": "{at} na {who}",
  "settings.history.formerStaff": "mfanyakazi wa zamani",
  "settings.history.setting": "Mpangilio",
  "settings.history.from": "Kabla",
  "settings.history.to": "Baada",
  "settings.history.zone": "Eneo {name}",
  "settings.history.noValue": "(hakuna)",
  "settings.history.wholeCountry": "nchi nzima",
};
