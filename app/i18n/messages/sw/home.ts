// The Kiswahili texts of the landing page: the same keys, placeholders and plural forms as the English.
import type { home as english } from "../en/home.ts";

export const home: Record<keyof typeof english, string> = {
  "home.title": "Duka Fashions: nguo, viatu na vyombo vya nyumbani nchini Kenya",
  "home.description":
    "Nunua mavazi ya wanawake na wanaume, viatu, vyombo vya nyumbani, nguo za ndani na mavazi ya michezo. Tunasafirisha nchi nzima.",
  "home.hero.heading": "Mitindo na bidhaa za nyumbani, tunazifikisha kote Kenya",
  "home.hero.text":
    "Bei za rejareja na jumla kwa Ksh. Lipa kwa kadi, M-Pesa au malipo wakati wa kupokea.",
  "home.hero.pictureAlt":
    "Rafu ya magauni, mashati na koti, rundo la vitambaa vyenye michoro, kikapu cha kiondo na makubadhi",
  "home.hero.shopNow": "Nunua sasa",
  "home.hero.allItems": "Tazama bidhaa zote",
  "home.categories.heading": "Nunua kwa aina",
  "home.categories.count": "Bidhaa {count}",
  "home.featured.heading": "Bidhaa teule",
  // The seed's text when the featured items do not come (a slow connection).
  "home.featured.none": "Mtandao ni wa polepole.... hakuna bidhaa za kuonyesha",
  "home.featured.loading": "Bidhaa teule zinapakiwa",
  // {link} is home.featured.slowLink, a link to the women's wear page.
  "home.featured.slow":
    "Bidhaa teule zinachelewa. Badala yake, angalia aina moja ya bidhaa: {link}.",
  "home.featured.slowLink": "mavazi ya wanawake",
  "home.promo.heading": "Mitindo mipya ya vitenge na Ankara msimu huu",
  "home.promo.text": "Vitenge vya rangi angavu kwa kazini, harusini na wikendi.",
  "home.promo.link": "Nunua mavazi ya wanawake",
  "home.why.heading": "Kwa nini utuchague",
  "home.why.deliveryTitle": "Usafirishaji nchi nzima",
  "home.why.deliveryText": "Kutoka Mombasa hadi Lodwar, kwa ada ndogo.",
  "home.why.payTitle": "Lipa upendavyo",
  "home.why.payText": "Kadi, M-Pesa au malipo wakati wa kupokea.",
  "home.why.wholesaleTitle": "Rejareja na jumla",
  // A bale (robota): the big bundle of clothes traders buy wholesale.
  "home.why.wholesaleText": "Kipande kimoja au robota zima, kwa bei nafuu.",
};
