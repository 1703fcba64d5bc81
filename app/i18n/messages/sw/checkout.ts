// The Kiswahili texts of the checkout form and the success view: the same keys, placeholders and plural forms as the English.
import type { checkout as english } from "../en/checkout.ts";

export const checkout: Record<keyof typeof english, string> = {
  "checkout.title": "Kulipia oda",
  "checkout.summary": "Muhtasari wa oda",
  "checkout.paymentMethod": "Njia ya malipo",
  "checkout.mpesa.heading": "Lipa kwa M-Pesa",
  // {number} is the shop's M-Pesa number (phone, Till or Paybill), {name} the account's name.
  "checkout.mpesa.send": "Tuma {amount} kwa {number} ({name}).",
  "checkout.mpesa.includesDelivery": "Kiasi hiki kinajumuisha ada ya kusafirisha ya {fee}.",
  // The "reference" is what the shopper types as the account number (akaunti) in M-Pesa.
  "checkout.mpesa.reference":
    "Tumia nambari ya oda yako, itakayoonyeshwa baada ya kuweka oda, kama nambari ya akaunti.",
  "checkout.shippingDetails": "Maelezo ya usafirishaji",
  "checkout.field.name": "Jina",
  "checkout.field.email": "Barua pepe",
  "checkout.field.address": "Anwani",
  "checkout.field.phone": "Nambari ya simu",
  "checkout.field.city": "Mji",
  "checkout.field.postalCode": "Msimbo wa posta",
  "checkout.field.country": "Nchi",
  "checkout.placeOrder": "Weka Oda",
  "checkout.error.emptyCart": "Kikapu chako hakina kitu. Weka bidhaa kikapuni kabla ya kuweka oda.",
  "checkout.error.expired": "Fomu hii imepitwa na wakati; tafadhali pakia ukurasa upya",
  "checkout.error.paymentMethod": "Chagua njia ya malipo",
  "checkout.error.nameRequired": "Weka jina lako",
  "checkout.error.nameTooLong": "Jina lako lisizidi herufi {max, number}",
  "checkout.error.nameOneLine": "Jina lako liwe kwenye mstari mmoja",
  "checkout.error.emailRequired": "Weka anwani yako ya barua pepe",
  "checkout.error.emailTooLong": "Anwani yako ya barua pepe isizidi herufi {max, number}",
  "checkout.error.emailOneLine": "Anwani yako ya barua pepe iwe kwenye mstari mmoja",
  "checkout.error.emailInvalid": "Weka anwani sahihi ya barua pepe",
  "checkout.error.addressRequired": "Weka anwani yako",
  "checkout.error.addressTooLong": "Anwani yako isizidi herufi {max, number}",
  "checkout.error.addressOneLine": "Anwani yako iwe kwenye mstari mmoja",
  "checkout.error.phoneRequired": "Weka nambari yako ya simu",
  "checkout.error.phoneTooLong": "Nambari yako ya simu isizidi herufi {max, number}",
  "checkout.error.phoneOneLine": "Nambari yako ya simu iwe kwenye mstari mmoja",
  "checkout.error.phoneInvalid": "Weka nambari sahihi ya simu, k.m. 0712 345 678",
  "checkout.error.cityRequired": "Weka mji wako",
  "checkout.error.cityTooLong": "Jina la mji wako lisizidi herufi {max, number}",
  "checkout.error.cityOneLine": "Jina la mji wako liwe kwenye mstari mmoja",
  "checkout.error.postalCodeRequired": "Weka msimbo wako wa posta",
  "checkout.error.postalCodeTooLong": "Msimbo wako wa posta usizidi herufi {max, number}",
  "checkout.error.postalCodeOneLine": "Msimbo wako wa posta uwe kwenye mstari mmoja",
  "checkout.error.country": "Chagua nchi kutoka kwenye orodha",
  "checkout.error.totalChanged":
    "Bei au ada ya kusafirisha zimebadilika tangu ukurasa huu ulipoonyeshwa: jumla sasa ni {total}. Angalia muhtasari wa oda, kisha uweke oda yako tena.",
  // {max} is an amount of money ("Ksh. 500,000.00").
  "checkout.error.overLimit":
    "Oda moja ya mtandaoni isizidi {max}. Igawe iwe oda ndogo zaidi, au tupigie simu uagize kwa jumla.",
  "checkout.error.tooManyOrders":
    "Umeweka {limit, plural, one {oda #} other {oda #}} ndani ya saa moja iliyopita. Tafadhali subiri kidogo kabla ya kuweka nyingine, au tupigie simu.",
  "checkout.error.outOfStock":
    "{left, plural, =0 {Samahani, {name} imeisha.} other {Samahani, zimebaki # tu za {name}.}} Badilisha kikapu chako, kisha uweke oda yako tena.",
  "checkout.error.outOfStockInSize":
    "{left, plural, =0 {Samahani, {name} ya saizi {size} imeisha.} other {Samahani, zimebaki # tu za {name} ya saizi {size}.}} Badilisha kikapu chako, kisha uweke oda yako tena.",
  "checkout.success.title": "Oda Imefanikiwa!",
  "checkout.success.placed": "Oda yako imewekwa kikamilifu!",
  "checkout.success.deliveredIn": "Bidhaa zako zitafikishwa {city}.",
  "checkout.success.emailOnItsWay": "Barua pepe ya uthibitisho inatumwa kwa {email}.",
  "checkout.success.orderNumber": "Nambari ya oda: {orderNumber}",
  "checkout.success.viewOrder": "Angalia maelezo ya oda",
  "checkout.state.heading": "Malipo",
  "checkout.state.paid": "Imelipwa: tumepokea malipo yako ya {amount}. Asante!",
  "checkout.state.paidReference":
    "Imelipwa: tumepokea malipo yako ya {amount} (kumbukumbu {reference}). Asante!",
  "checkout.state.cancelled": "Oda hii imeghairiwa: hakuna cha kulipa.",
  "checkout.state.cash": "Bado haijalipwa: lipa {amount} taslimu oda yako itakapofikishwa.",
  "checkout.state.card":
    "Bado haijalipwa: tutawasiliana nawe ili kupokea malipo ya kadi ya {amount}. Hakuna pesa iliyotozwa.",
  "checkout.state.mpesaByHand":
    "Bado haijalipwa: tuma {amount} kwa M-Pesa kwa {number} ({name}) ukitumia namba ya akaunti {account}.",
  "checkout.card.contactNote": "Tutawasiliana nawe ili kupokea malipo ya kadi.",
  // M-Pesa at checkout: "ombi la malipo" = the payment request (STK push) that pops up on the phone.
  "checkout.mpesa.phone": "Namba ya simu ya M-Pesa",
  "checkout.mpesa.phoneHint":
    "Tunatuma ombi la malipo kwa simu hii. Iache tupu ili tutumie Namba yako ya Simu.",
  "checkout.mpesa.push":
    "Au lipa kutoka kwenye simu yako: ukiweka oda tunatuma ombi la malipo kwa namba iliyo hapa chini, na simu yako itakuomba PIN yako ya M-Pesa.",
  "checkout.mpesa.testPayments":
    "Malipo ya majaribio: hakuna pesa halisi inayotumwa. Kubali maombi kwenye simu ya majaribio.",
  "checkout.mpesa.virtualPhone": "Fungua simu ya majaribio",
  "checkout.error.mpesaPhone": "Weka namba ya simu ya Kenya ya M-Pesa, mfano 0712 345 678",
  "checkout.pay.checkPhone": "Angalia simu yako: weka PIN yako ya M-Pesa ili ulipe {amount}.",
  "checkout.pay.sentTo": "Tumetuma ombi la malipo kwa {phone}.",
  "checkout.pay.waiting": "Ukurasa huu utajisasisha wenyewe malipo yakikamilika.",
  "checkout.pay.checkAgain": "Angalia tena",
  "checkout.pay.paid": "Imelipwa: risiti ya M-Pesa {receipt}, {at}.",
  "checkout.pay.paidNoReceipt": "Imelipwa kwa M-Pesa, {at}.",
  "checkout.pay.held":
    "Tumepokea malipo ya M-Pesa ambayo lazima tuyakague wenyewe. Wafanyakazi wetu watawasiliana nawe.",
  "checkout.pay.notPaid": "Haijalipwa: {reason}",
  "checkout.pay.tryAgainHint": "Jaribu tena kwa namba ile ile au nyingine. Oda inabaki ile ile.",
  "checkout.pay.tryAgain": "Jaribu tena",
  "checkout.pay.heldBack":
    "Tayari kuna ombi la malipo linalosubiri kwenye simu hiyo. Lijibu, au subiri dakika moja kabla ya kujaribu tena.",
  "checkout.pay.notPending": "Oda hii haisubiri malipo tena.",
  "checkout.pay.capped":
    "Umeomba maombi ya malipo ya M-Pesa mara nyingi mno ndani ya saa moja iliyopita. Lipa mwenyewe kama inavyoonyeshwa hapa chini, au ujaribu tena baada ya saa moja.",
  "checkout.pay.givenUp":
    "Oda hii haitumi tena maombi ya malipo kwa simu kutoka ukurasa huu: iliwekwa zaidi ya dakika {minutes, number} zilizopita. Lipa mwenyewe kama inavyoonyeshwa hapa chini, au uombe duka likutumie ombi jipya.",
  "checkout.pay.orByHand":
    "Unaweza pia kulipa mwenyewe: tuma {amount} kwa {number} ({name}) ukitumia namba ya akaunti {account}.",
  "checkout.pay.reason.cancelled": "ombi lilighairiwa kwenye simu.",
  "checkout.pay.reason.insufficient-funds": "hakukuwa na pesa za kutosha kwenye akaunti ya M-Pesa.",
  "checkout.pay.reason.unreachable": "simu haikupatikana. Hakikisha imewashwa na ina mtandao.",
  "checkout.pay.reason.wrong-pin": "PIN ya M-Pesa haikuwa sahihi.",
  "checkout.pay.reason.expired": "muda wa ombi uliisha kabla halijajibiwa.",
  "checkout.pay.reason.busy": "ombi jingine la malipo lilikuwa linasubiri kwenye simu.",
  "checkout.pay.reason.unavailable": "M-Pesa haikupatikana kwa sasa.",
  "checkout.pay.reason.refused": "M-Pesa ilikataa ombi.",
  "checkout.pay.reason.failed": "M-Pesa haikukamilisha malipo.",
};
