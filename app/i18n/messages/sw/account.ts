// The Kiswahili texts of sign in, register, forgotten and new password: the same keys, placeholders and plural forms as the English.
import type { account as english } from "../en/account.ts";

export const account: Record<keyof typeof english, string> = {
  "account.login.title": "Ingia",
  "account.login.passwordChanged": "Nenosiri lako limebadilishwa. Ingia kwa nenosiri jipya.",
  "account.login.registered": "Akaunti imefunguliwa. Ingia kwa barua pepe na nenosiri lako.",
  "account.login.toAddToCart": "Ingia na bidhaa uliyochagua itawekwa kwenye kikapu chako.",
  "account.field.email": "Barua pepe",
  "account.field.password": "Nenosiri",
  "account.field.confirmPassword": "Thibitisha Nenosiri",
  "account.field.newPassword": "Nenosiri Jipya",
  "account.login.submit": "Ingia",
  "account.login.forgot": "Umesahau nenosiri?",
  "account.login.newUser": "Mtumiaji mpya?",
  "account.login.registerHere": "Jisajili Hapa",
  "account.login.wrong": "Barua pepe au nenosiri si sahihi",
  "account.tooManyAttempts": "Majaribio ni mengi mno, jaribu tena baada ya dakika moja",
  "account.busy": "Tuna shughuli nyingi sasa hivi. Tafadhali jaribu tena baada ya sekunde chache.",
  "account.register.tooManyAccounts":
    "Akaunti mpya nyingi mno zimefunguliwa kutoka mtandao wako katika saa moja iliyopita. Tafadhali jaribu tena baadaye, au ingia kama tayari una akaunti.",
  "account.register.title": "Jisajili",
  "account.register.emailNote": "Hatutampa mtu mwingine yeyote barua pepe yako.",
  "account.register.submit": "Jisajili",
  "account.register.haveAccount": "Tayari una akaunti?",
  "account.register.signInHere": "Ingia hapa",
  "account.register.exists": "Mtumiaji huyu tayari yupo. Tumia barua pepe nyingine.",
  "account.register.failed": "Hatukuweza kufungua akaunti. Tafadhali jaribu tena.",
  "account.error.emailRequired": "Weka anwani yako ya barua pepe",
  "account.error.emailTooLong": "Anwani hiyo ya barua pepe ni ndefu mno",
  "account.error.emailInvalid": "Weka anwani sahihi ya barua pepe",
  "account.error.passwordRequired": "Weka nenosiri",
  "account.error.passwordTooShort": "Nenosiri liwe na angalau herufi {min, number}",
  "account.error.passwordTooLong": "Nenosiri lisizidi herufi {max, number}",
  "account.error.passwordsDiffer": "Manenosiri hayalingani",
  "account.forgot.title": "Umesahau nenosiri",
  "account.forgot.intro":
    "Weka barua pepe ya akaunti yako nasi tutakutumia kiungo cha kuweka nenosiri jipya.",
  "account.forgot.submit": "Tuma kiungo cha kubadilisha nenosiri",
  "account.forgot.sent":
    "Ikiwa kuna akaunti ya barua pepe hiyo, tumeitumia kiungo cha kuweka nenosiri jipya. Kiungo kinafanya kazi mara moja, kwa saa 1.",
  "account.forgot.backToSignIn": "Rudi kwenye kuingia",
  "account.reset.title": "Weka nenosiri jipya",
  "account.reset.invalidLink":
    "Kiungo hiki cha kubadilisha nenosiri si sahihi au muda wake umekwisha.",
  "account.reset.askNewLink": "Omba kiungo kipya",
  "account.reset.submit": "Hifadhi nenosiri jipya",
};
