// The Kiswahili texts of below the landing page and every item: the same keys, placeholders and plural forms as the English.
import type { testimonials as english } from "../en/testimonials.ts";

export const testimonials: Record<keyof typeof english, string> = {
  "testimonials.heading": "Wateja wetu wanasemaje",
  "testimonials.achieng":
    "Gauni langu la kitenge lilifika Kisumu baada ya siku mbili na linanitosha vizuri kabisa.",
  "testimonials.brian":
    "Nililipa kwa M-Pesa, nikapokea oda yangu asubuhi iliyofuata. Ni duka la kuaminika sana.",
  "testimonials.fatuma": "Bei nzuri za jumla. Ninajaza duka langu la nguo kutoka hapa kila mwezi.",
};
