// Owns the demo catalogue's inner clothes: underwear, a vest, socks and thermals.
import { views } from "../picture.ts";
import type { DemoItem } from "../types.ts";
import { clothes } from "./shelves.ts";

export const innerClothes: DemoItem[] = [
  {
    name: "Cotton Boxer Briefs (3 Pack)",
    nameSw: "Chupi za Kiume za Pamba (Pakiti ya 3)",
    description:
      "Three boxer briefs in soft stretch cotton, with a covered elastic waistband that does not roll and a contoured front. Comfortable all day, at work or at the gym. Machine wash at 40 °C.",
    descriptionSw:
      "Chupi tatu za kiume za pamba laini inayovutika, zenye mpira wa kiuno uliofunikwa usiojikunja na sehemu ya mbele iliyoshonwa kwa umbo. Zinastarehesha siku nzima, kazini au mazoezini. Zifue kwenye mashine kwa nyuzi 40.",
    category: "inners",
    priceKsh: 750,
    ...clothes(60, 80, 70, 40),
    pictures: views("boxers", ["set", "front"], {
      main: "#2b2d42",
      accent: "#8d99ae",
      trim: "#8b1e3f",
    }),
    wholesale: [
      { minQuantity: 6, priceKsh: 690 },
      { minQuantity: 12, priceKsh: 640 },
    ],
    packSize: 3,
  },
  {
    name: "Ladies Cotton Panties (5 Pack)",
    nameSw: "Chupi za Kike za Pamba (Pakiti ya 5)",
    description:
      "Five full briefs in breathable cotton with soft lace-trimmed edges and a cotton gusset, in five colours. They keep their shape and stay comfortable all day. Machine wash at 40 °C in a laundry bag.",
    descriptionSw:
      "Chupi tano za kike za pamba inayopitisha hewa, zenye kingo laini zilizopambwa kwa lesi, kwa rangi tano tofauti. Hazipotezi umbo lake na zinastarehesha siku nzima. Zifue kwenye mashine kwa nyuzi 40 ukiwa umeziweka ndani ya mfuko wa kufulia.",
    category: "inners",
    priceKsh: 850,
    ...clothes(60, 80, 60, 30),
    pictures: views("panties", ["set", "front"], {
      main: "#e8a0b4",
      accent: "#f6e7d8",
      trim: "#6c4f8c",
    }),
    wholesale: [
      { minQuantity: 6, priceKsh: 790 },
      { minQuantity: 12, priceKsh: 730 },
    ],
    packSize: 5,
  },
  {
    name: "Seamless Bra",
    nameSw: "Sidiria Isiyo na Mishono",
    description:
      "A smooth, wire-free bra knitted without seams, with light removable pads and adjustable straps, invisible under a T-shirt. Soft enough to wear from morning to night. Hand wash cool and dry flat.",
    descriptionSw:
      "Sidiria laini isiyo na waya wala mishono, yenye pedi nyepesi zinazotolewa na mikanda ya mabega inayorekebishwa; haionekani chini ya fulana. Ni laini kiasi kwamba unaweza kuivaa asubuhi hadi usiku. Ifue kwa mkono kwa maji baridi na uianike ikiwa imelazwa.",
    category: "inners",
    priceKsh: 1100,
    ...clothes(40, 50, 35, 3),
    pictures: views("bra", ["front", "back"], { main: "#d8a48f", accent: "#f3d9cc" }),
  },
  {
    name: "Men's Cotton Vest",
    nameSw: "Fulana ya Ndani ya Kiume",
    description:
      "A classic ribbed cotton vest to wear under a shirt: it soaks up sweat and keeps the shirt fresh for longer. Cut long enough to stay tucked in. Machine wash hot; white stays white.",
    descriptionSw:
      "Fulana ya ndani ya pamba iliyofumwa kwa mistari, ya kuvaa chini ya shati: hufyonza jasho na kulifanya shati libaki safi kwa muda mrefu. Ni ndefu kiasi cha kubaki ndani ya suruali. Ifue kwenye mashine kwa maji ya moto; nyeupe hubaki nyeupe.",
    category: "inners",
    priceKsh: 450,
    ...clothes(50, 70, 60, 30),
    pictures: views("vest", ["front", "folded"], { main: "#f1f0ea" }),
    wholesale: [
      { minQuantity: 6, priceKsh: 400 },
      { minQuantity: 12, priceKsh: 370 },
    ],
  },
  {
    name: "Ankle Socks (6 Pairs)",
    nameSw: "Soksi Fupi (Jozi 6)",
    description:
      "Six pairs of cotton-rich ankle socks with a cushioned sole, a reinforced heel and toe, and a ribbed cuff that stays up. Mixed colours for work and sport. Machine wash at 40 °C.",
    descriptionSw:
      "Jozi sita za soksi fupi zenye pamba nyingi, soli nene laini, kisigino na ncha zilizoimarishwa, na mdomo wenye mistari usioshuka. Rangi mchanganyiko kwa kazini na michezoni. Zifue kwenye mashine kwa nyuzi 40.",
    category: "inners",
    priceKsh: 600,
    stock: 120,
    pictures: views("socks", ["set", "pair"], { main: "#2f6f4f", accent: "#c9d6cf" }),
    wholesale: [
      { minQuantity: 6, priceKsh: 550 },
      { minQuantity: 12, priceKsh: 500 },
    ],
    packSize: 6,
  },
  {
    name: "Thermal Long Johns",
    nameSw: "Suruali ya Ndani ya Joto",
    description:
      "Warm long johns in a waffle-knit cotton blend, with a soft elastic waist and ribbed ankle cuffs. A thin warm layer under trousers for cold mornings in Nyandarua or Limuru. Machine wash at 30 °C and dry on the line.",
    descriptionSw:
      "Suruali ndefu ya ndani ya kuleta joto, ya mchanganyiko wa pamba uliofumwa kwa miraba midogo, yenye mpira laini kiunoni na pindo za mistari kifundoni. Ni vazi jembamba lenye joto la kuvaa chini ya suruali asubuhi za baridi huko Nyandarua au Limuru. Ifue kwenye mashine kwa nyuzi 30 na uianike kambani.",
    category: "inners",
    priceKsh: 1200,
    ...clothes(30, 40, 30, 0),
    pictures: views(
      "long-johns",
      ["front", "detail"],
      { main: "#9aa1a8", accent: "#c3c8cc", trim: "#5d646b" },
      "waffle",
    ),
  },
];
