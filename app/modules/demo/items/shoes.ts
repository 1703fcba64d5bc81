// Owns the demo catalogue's shoes: oxfords, beaded sandals, sneakers, heels, gumboots and school shoes.
import { views } from "../picture.ts";
import type { DemoItem } from "../types.ts";
import { shoeSizes } from "./shelves.ts";

export const shoes: DemoItem[] = [
  {
    name: "Leather Oxford Shoes",
    nameSw: "Viatu vya Ngozi vya Oxford",
    description:
      "Classic lace-up Oxfords in polished full-grain leather with a toe cap, a leather lining and a stitched sole that a cobbler can replace. They go with a suit or chinos for years. Polish them weekly and let them rest a day between wears.",
    descriptionSw:
      "Viatu vya Oxford vya kufunga kamba, vya ngozi halisi iliyong'arishwa, vyenye kofia ya mbele, ndani ya ngozi na soli iliyoshonwa ambayo fundi wa viatu anaweza kuibadilisha. Vinakwenda na suti au suruali ya chino kwa miaka mingi. Vipake dawa ya viatu kila wiki na uvipumzishe siku moja kati ya kuvivaa.",
    category: "shoes",
    priceKsh: 4200,
    ...shoeSizes(39, [30, 35, 40, 35, 25, 3], { from: 44, priceKsh: 4500 }),
    pictures: views("oxford-shoes", ["pair", "side"], { main: "#6b3a1a" }),
  },
  {
    name: "Maasai Beaded Sandals",
    nameSw: "Viatu vya Shanga vya Kimaasai",
    description:
      "Handmade leather sandals by Maasai artisans in Narok, with straps covered in glass beadwork on a cushioned leather sole. No two pairs are quite the same. Keep them out of heavy rain and wipe the beads with a damp cloth.",
    descriptionSw:
      "Viatu vya wazi vya ngozi vilivyotengenezwa kwa mkono na mafundi wa Kimaasai wa Narok, vyenye mikanda iliyofunikwa kwa shanga za kioo juu ya soli laini ya ngozi. Hakuna jozi mbili zinazofanana kabisa. Visiloweshwe na mvua kubwa, na upanguse shanga kwa kitambaa chenye unyevu.",
    category: "shoes",
    priceKsh: 1500,
    ...shoeSizes(36, [30, 35, 40, 30, 20, 0]),
    pictures: views("sandals", ["pair", "side", "detail"], {
      main: "#c62828",
      accent: "#2e7d32",
      trim: "#8b5a2b",
    }),
  },
  {
    name: "Canvas Sneakers",
    nameSw: "Viatu vya Raba vya Turubai",
    description:
      "Low-top canvas sneakers with a vulcanised rubber sole, a cushioned insole and cotton laces. Light and easy to wash, for school, weekends and travel. Scrub with a soft brush and soapy water, and dry them out of direct sun.",
    descriptionSw:
      "Raba za turubai zisizofika kwenye kifundo cha mguu, zenye soli ya mpira, soli ya ndani laini na kamba za pamba. Ni nyepesi na rahisi kufua, kwa shule, wikendi na safari. Zisugue kwa brashi laini na maji ya sabuni, kisha uzianike mbali na jua kali.",
    category: "shoes",
    priceKsh: 1900,
    ...shoeSizes(38, [40, 45, 50, 45, 35, 20, 2]),
    pictures: views("sneakers", ["pair", "side"], { main: "#1f3a68", trim: "#c0392b" }),
  },
  {
    name: "Ladies Block Heels",
    nameSw: "Viatu vya Kisigino Kinene vya Wanawake",
    description:
      "Comfortable 7 cm block heels in soft faux suede, with a buckled ankle strap and a padded insole. The wide heel stays steady on city pavements, from the office to an evening out. Brush with a suede brush and keep them dry.",
    descriptionSw:
      "Viatu vya wanawake vya kisigino kinene cha sentimita 7, vya suedi bandia laini, vyenye mkanda wa kifundoni wenye bizimu na soli ya ndani iliyotiwa povu. Kisigino kipana hukuweka imara kwenye vijia vya mjini, kuanzia ofisini hadi matembezi ya jioni. Visafishe kwa brashi ya suedi na uviepushe na maji.",
    category: "shoes",
    priceKsh: 2800,
    ...shoeSizes(36, [30, 35, 30, 20, 2, 0]),
    pictures: views("block-heels", ["pair", "side"], { main: "#7a1f3d" }),
  },
  {
    name: "Rubber Gumboots",
    nameSw: "Viatu vya Mvua vya Mpira (Gambuti)",
    description:
      "Waterproof natural-rubber gumboots, knee-high, with a deep-tread sole that grips in mud. For the shamba, the long rains and washing the car. Rinse off the mud and dry them upside down, out of the sun.",
    descriptionSw:
      "Gambuti za mpira asilia zisizopitisha maji, zinazofika magotini, zenye soli yenye meno marefu inayoshika hata kwenye matope. Zinafaa shambani, wakati wa masika na unapoosha gari. Ziondolee matope kwa maji na uzikaushe zikiwa zimepinduliwa, mbali na jua.",
    category: "shoes",
    priceKsh: 1100,
    ...shoeSizes(38, [40, 45, 40, 30, 20]),
    pictures: views("gumboots", ["pair", "side"], { main: "#24452f", trim: "#1a1a1a" }),
  },
  {
    name: "Kids School Shoes",
    nameSw: "Viatu vya Shule vya Watoto",
    description:
      "Tough black leather school shoes with a stitched-on rubber sole that grips and a reinforced toe that survives the playground. Lace-up for a secure fit. Polish with black shoe polish, and let them dry naturally if they get wet.",
    descriptionSw:
      "Viatu imara vya shule vya ngozi nyeusi, vyenye soli ya mpira iliyoshonwa inayoshika vizuri na ncha iliyoimarishwa inayostahimili michezo ya uwanjani. Vina kamba ili vikae imara mguuni. Vipake dawa nyeusi ya viatu, na vikilowa viache vikauke vyenyewe.",
    category: "shoes",
    priceKsh: 1600,
    ...shoeSizes(28, [30, 35, 40, 35, 30, 25, 20]),
    pictures: views("school-shoes", ["pair", "side"], { main: "#1d1d1f" }),
    wholesale: [
      { minQuantity: 6, priceKsh: 1500 },
      { minQuantity: 12, priceKsh: 1400 },
    ],
  },
];
