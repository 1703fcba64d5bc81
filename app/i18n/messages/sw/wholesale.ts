// The Kiswahili texts of wholesale (jumla): the same keys, placeholders and plural forms as the English.
import type { wholesale as english } from "../en/wholesale.ts";

export const wholesale: Record<keyof typeof english, string> = {
  "wholesale.field.breaks": "Bei za jumla",
  "wholesale.field.breaksHint":
    "Bei kwa idadi kwa biashara zilizosajiliwa, k.m. 6+ 1200, 12+ 1100 (kuanzia vipande 6 Ksh 1,200 kila kimoja, kuanzia 12 Ksh 1,100). Acha wazi kama hakuna.",
  "wholesale.field.packSize": "Idadi ya pakiti",
  "wholesale.field.packSizeHint":
    "Si lazima: wanunuzi wa jumla wataagiza pakiti nzima za vipande hivi.",
  "wholesale.error.breaksTooLong": "Bei za jumla zisizidi herufi {max}",
  "wholesale.error.breaksTooMany": "Weka viwango visivyozidi {max}",
  "wholesale.error.breakFormat":
    "Andika kila kiwango kama IDADI+ BEI, k.m. 6+ 1200 (“{entry}” si hivyo)",
  "wholesale.error.breakQuantityRange":
    "Idadi ya kiwango ni namba kamili kuanzia {min} hadi {max} (“{entry}”)",
  "wholesale.error.breakPriceRange": "Bei ya kiwango ni zaidi ya Ksh 0 (“{entry}”)",
  "wholesale.error.breakQuantityOrder":
    "Panga idadi kuanzia ndogo hadi kubwa (“{entry}” imekuja baadaye mno)",
  "wholesale.error.breakPriceOrder":
    "Kila kiwango kiwe na bei ndogo kuliko kilichotangulia (“{entry}” sivyo)",
  "wholesale.error.breakNotBelowRetail":
    "Kiwango cha kwanza kiwe na bei ndogo kuliko Bei ya Bidhaa (“{entry}” sivyo)",
  "wholesale.error.packSizeInvalid": "Weka namba kamili kuanzia 2 hadi 1,000, au acha wazi",
  "wholesale.error.packSizeWithoutBreaks": "Idadi ya pakiti inahitaji bei za jumla",
  "wholesale.table.caption": "Bei za jumla",
  "wholesale.table.quantity": "Idadi",
  "wholesale.table.price": "Bei kila kimoja",
  "wholesale.table.from": "Vipande {count}+",
  "wholesale.table.packs": "Huuzwa kwa pakiti za {count}.",
  "wholesale.forBusinesses": "Bei za jumla kwa biashara zilizosajiliwa",
  "wholesale.addMore": "Ongeza {count} zaidi kwa {price} kila kimoja",
  "wholesale.linePrice": "Bei ya jumla: {price} kila kimoja",
  "wholesale.packs": "{name} huja kwa pakiti za {count}",
  "wholesale.badge": "Jumla",
  "wholesale.apply.title": "Jumla",
  "wholesale.apply.intro":
    "Maduka, maboutique na wafanyabiashara hununua kwa bei za idadi. Tueleze kuhusu biashara yako: duka litaikagua na kukujulisha kwa barua pepe.",
  "wholesale.apply.businessName": "Jina la biashara",
  "wholesale.apply.kraPin": "PIN ya KRA",
  "wholesale.apply.kraPinHint": "Herufi, tarakimu tisa na herufi, k.m. P051234567Q",
  "wholesale.apply.businessPhone": "Simu ya biashara",
  "wholesale.apply.town": "Mji",
  "wholesale.apply.submit": "Omba",
  "wholesale.apply.pending":
    "Ombi lako kwa {business} linasubiri duka. Utapata barua pepe likishaamuliwa.",
  "wholesale.apply.approved":
    "{business} hununua kwa jumla: bidhaa zenye bei za idadi zinazionyesha, na kikapu chako kinazipata.",
  "wholesale.apply.declined":
    "Duka limekataa ombi lako kwa {business}. Unaweza kuomba tena kwa maelezo yaliyosahihishwa.",
  "wholesale.apply.ended": "Ununuzi wa jumla kwa {business} umekwisha. Unaweza kuomba tena.",
  "wholesale.error.businessNameRequired": "Weka jina la biashara",
  "wholesale.error.businessNameTooLong": "Jina la biashara lisizidi herufi {max}",
  "wholesale.error.kraPinInvalid":
    "Weka PIN ya KRA: herufi, tarakimu tisa na herufi, k.m. P051234567Q",
  "wholesale.error.businessPhoneInvalid": "Weka namba ya simu, k.m. 0712 345 678",
  "wholesale.error.townRequired": "Weka mji",
  "wholesale.error.townTooLong": "Jina la mji lisizidi herufi {max}",
  "wholesale.error.oneLine": "Tumia herufi, namba na alama kwenye mstari mmoja",
  "wholesale.error.alreadyApplied": "Akaunti hii imekwisha kuomba.",
  "wholesale.desk.title": "Jumla",
  "wholesale.desk.nav": "Jumla",
  "wholesale.desk.pending": "Maombi yanayosubiri",
  "wholesale.desk.buyers": "Wanunuzi wa jumla",
  "wholesale.desk.closed": "Yaliyokataliwa na yaliyokwisha",
  "wholesale.desk.none": "Hakuna.",
  "wholesale.desk.customer": "Mteja",
  "wholesale.desk.business": "Biashara",
  "wholesale.desk.applied": "Aliomba {date}",
  "wholesale.desk.decided": "{status} na {who} tarehe {date}",
  "wholesale.desk.approve": "Kubali",
  "wholesale.desk.decline": "Kataa",
  "wholesale.desk.end": "Maliza jumla",
  "wholesale.desk.status.pending": "Linasubiri",
  "wholesale.desk.status.approved": "Limekubaliwa",
  "wholesale.desk.status.declined": "Limekataliwa",
  "wholesale.desk.status.ended": "Limekwisha",
  "wholesale.desk.done.approved":
    "{business} sasa ni mnunuzi wa jumla; mteja ametumiwa barua pepe.",
  "wholesale.desk.done.declined": "{business} imekataliwa; mteja ametumiwa barua pepe.",
  "wholesale.desk.done.ended": "Jumla kwa {business} imekwisha; mteja ametumiwa barua pepe.",
  "wholesale.desk.stale": "Ombi hilo limebadilika wakati huo; hili hapa lilivyo sasa.",
  "wholesale.desk.ordersFilter": "Oda za jumla tu",
  "wholesale.dashboard.heading": "Rejareja na jumla, siku {days} zilizopita",
  "wholesale.dashboard.retail": "Rejareja",
  "wholesale.dashboard.wholesale": "Jumla",
  "wholesale.dashboard.figure": "{count, plural, one {oda #} other {oda #}}, {revenue}",
  "wholesale.order.business": "Biashara: {business}, PIN ya KRA {kraPin}",
  "wholesale.mail.approved.subject": "Akaunti yako ya jumla imekubaliwa",
  "wholesale.mail.approved.body":
    "{business} sasa inaweza kununua kwa jumla Duka Fashions. Ukiingia, bidhaa zenye bei za idadi zinazionyesha, na kikapu chako kinazipata: {url}",
  "wholesale.mail.declined.subject": "Ombi lako la jumla",
  "wholesale.mail.declined.body":
    "Duka halikuweza kukubali {business} kwa jumla. Jibu barua pepe hii au tupigie simu ukidhani lingekubaliwa; unaweza pia kuomba tena: {url}",
  "wholesale.mail.ended.subject": "Akaunti yako ya jumla imekwisha",
  "wholesale.mail.ended.body":
    "Ununuzi wa jumla kwa {business} umekwisha; sasa unaona bei za rejareja. Maswali? Jibu barua pepe hii. Unaweza kuomba tena: {url}",
};
