// Owns the demo catalogue's bags: the kiondo, a leather tote, a beaded clutch and a canvas backpack.
import { views } from "../picture.ts";
import type { DemoItem } from "../types.ts";

export const bags: DemoItem[] = [
  {
    name: "Kiondo Basket Bag",
    nameSw: "Kiondo cha Mkonge",
    description:
      "A traditional kiondo hand-woven from sisal by Akamba women, with bands of dyed pattern, a leather rim and long leather handles. Roomy for the market, the beach or every day, and strong enough to last for years. Brush off the dust, and if it gets wet let it dry in the shade so it keeps its shape.",
    descriptionSw:
      "Kiondo cha asili kilichofumwa kwa mkono kwa mkonge na akina mama wa Kikamba, chenye mistari ya nakshi za rangi, ukingo wa ngozi na mikanda mirefu ya ngozi ya kubebea. Kina nafasi tele kwa sokoni, ufukweni au kila siku, na ni imara kiasi cha kudumu kwa miaka. Kipanguse vumbi; kikilowa, kianike kivulini ili kibaki na umbo lake.",
    category: "bags",
    priceKsh: 2200,
    stock: 18,
    pictures: views("kiondo", ["front", "detail"], {
      main: "#cfa66a",
      accent: "#b3202a",
      trim: "#2c4f8a",
    }),
    wholesale: [
      { minQuantity: 6, priceKsh: 1950 },
      { minQuantity: 12, priceKsh: 1800 },
    ],
  },
  {
    name: "Leather Tote Bag",
    nameSw: "Mkoba wa Ngozi wa Bega",
    description:
      "A roomy tote in vegetable-tanned Kenyan leather with strong stitched handles, an inner zip pocket and a magnetic snap; it takes a laptop of up to 15 inches. The leather darkens beautifully with use. Wipe it with a dry cloth and feed it with leather balm every few months.",
    descriptionSw:
      "Mkoba mpana wa ngozi ya Kenya iliyosindikwa kwa magome ya miti, wenye mishikio imara iliyoshonwa, mfuko wa ndani wenye zipu na kifungo cha sumaku; unatosha kompyuta ya mkononi ya hadi inchi 15. Rangi ya ngozi yake hukolea vizuri kadiri unavyoutumia. Upanguse kwa kitambaa kikavu na uupake mafuta ya ngozi kila baada ya miezi michache.",
    category: "bags",
    priceKsh: 4800,
    stock: 12,
    pictures: views("tote", ["front", "side", "detail"], { main: "#9a5b2e" }),
  },
  {
    name: "Maasai Beaded Clutch",
    nameSw: "Mkoba Mdogo wa Shanga wa Kimaasai",
    description:
      "An envelope clutch whose flap is covered in bright Maasai beadwork over soft leather, lined in cotton, with a magnetic clasp. It holds a phone, cards and keys for a wedding or an evening out. Keep it away from water and store it flat.",
    descriptionSw:
      "Mkoba mdogo wa mkononi wenye umbo la bahasha, ambao kifuniko chake kimepambwa kwa shanga angavu za Kimaasai juu ya ngozi laini, ndani yake kuna kitambaa cha pamba, na una kifungo cha sumaku. Unabeba simu, kadi na funguo kwa harusi au matembezi ya jioni. Uweke mbali na maji na uuhifadhi ukiwa umelazwa.",
    category: "bags",
    priceKsh: 1800,
    stock: 25,
    pictures: views("clutch", ["front", "back", "detail"], {
      main: "#c62828",
      accent: "#f28c28",
      trim: "#4a2c17",
    }),
  },
  {
    name: "Canvas Backpack",
    nameSw: "Mkoba wa Mgongoni wa Turubai",
    description:
      "A hard-wearing waxed-canvas backpack with leather trims, padded shoulder straps, a padded laptop sleeve and a zipped front pocket. It fits the books for school or a day's things for work. Spot clean with a damp cloth; do not machine wash.",
    descriptionSw:
      "Mkoba imara wa mgongoni wa turubai iliyopakwa nta, wenye mapambo ya ngozi, mikanda ya mabega yenye povu, sehemu laini ya kompyuta na mfuko wa mbele wenye zipu. Unatosha vitabu vya shule au vitu vya siku nzima kazini. Safisha madoa kwa kitambaa chenye unyevu; usiufue kwa mashine.",
    category: "bags",
    priceKsh: 3200,
    stock: 20,
    pictures: views("backpack", ["front", "back"], { main: "#5b6b3a", trim: "#7a4a24" }),
  },
];
