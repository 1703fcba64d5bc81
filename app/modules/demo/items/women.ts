// Owns the demo catalogue's women's wear: dresses, skirts, tops and jeans.
import { views } from "../picture.ts";
import type { DemoItem } from "../types.ts";
import { clothes } from "./shelves.ts";

export const womensWear: DemoItem[] = [
  {
    name: "Kitenge Maxi Dress",
    nameSw: "Gauni Refu la Kitenge",
    description:
      "A floor-length dress in pure cotton wax print, with a fitted bodice, short cap sleeves and a sash that ties at the waist. The skirt flares from the waist and moves well at weddings, church and family gatherings. Wash cold inside out and dry in the shade to keep the colours bright.",
    descriptionSw:
      "Gauni refu hadi miguuni la kitenge cha pamba tupu, lenye kiwiliwili kinachokaa vizuri, mikono mifupi na mshipi wa kufunga kiunoni. Sketi yake hupanuka kuanzia kiunoni, hivyo linapendeza harusini, kanisani na kwenye sherehe za familia. Lifue kwa maji baridi likiwa limegeuzwa, kisha lianike kivulini ili rangi zisififie.",
    category: "women",
    priceKsh: 2450,
    ...clothes(40, 60, 45, 20),
    pictures: views(
      "maxi-dress",
      ["front", "back", "detail"],
      {
        main: "#c2410c",
        accent: "#facc15",
        trim: "#1e3a8a",
      },
      "kitenge",
    ),
  },
  {
    name: "Ankara Wrap Skirt",
    nameSw: "Sketi ya Kufunga ya Ankara",
    description:
      "A knee-length wrap skirt in bright ankara cotton: the front panel crosses over and ties at the side, so one skirt fits a range of waists. Wear it with a plain blouse to the office or a T-shirt at the weekend. Wash cold with similar colours.",
    descriptionSw:
      "Sketi ya kufunga inayofika magotini, ya ankara ya pamba yenye rangi angavu. Upande wa mbele hupishana na kufungwa pembeni kwa utepe, kwa hiyo sketi moja inatosha viuno vya vipimo tofauti. Ivae ofisini na blauzi ya rangi moja au wikendi na fulana; ifue kwa maji baridi pamoja na nguo za rangi zinazofanana.",
    category: "women",
    priceKsh: 1650,
    ...clothes(35, 50, 30, 0),
    pictures: views(
      "wrap-skirt",
      ["front", "back", "detail"],
      {
        main: "#0f766e",
        accent: "#fb923c",
        trim: "#7c2d12",
      },
      "ankara",
    ),
  },
  {
    name: "Chiffon Blouse",
    nameSw: "Blauzi ya Shifoni",
    description:
      "A light, floaty chiffon blouse with long sleeves, buttoned cuffs and a neck tie you can knot in a bow or leave loose. The cloth is slightly sheer, so wear it over a camisole. Hand wash cool and iron on a low setting.",
    descriptionSw:
      "Blauzi nyepesi ya shifoni yenye mikono mirefu yenye vifungo, na utepe wa shingoni unaoweza kuufunga fundo la urembo au kuuacha ukining'inia. Kitambaa chake huonyesha kidogo, kwa hiyo ivae juu ya shimizi. Ifue kwa mkono kwa maji ya uvuguvugu na uipige pasi kwa moto mdogo.",
    category: "women",
    priceKsh: 1200,
    ...clothes(30, 40, 25, 2),
    pictures: views("blouse", ["front", "back", "detail"], { main: "#f4c6c9", trim: "#c98b91" }),
  },
  {
    name: "High-Waist Denim Jeans",
    nameSw: "Jinzi ya Kiuno cha Juu",
    description:
      "Five-pocket jeans in stretch denim that sit at the natural waist and hug the leg down to a straight hem. Strong double stitching and metal rivets make them last through everyday wear. Wash inside out in cold water to keep the blue deep.",
    descriptionSw:
      "Jinzi ya mifuko mitano ya denimu inayovutika, inayokaa juu kiunoni na kushika mguu hadi pindo lililonyooka. Imeshonwa kwa mishono miwili imara, hivyo inastahimili kuvaliwa kila siku. Igeuze ndani nje kabla ya kuifua kwa maji baridi ili rangi ya bluu ibaki nzito.",
    category: "women",
    priceKsh: 2200,
    ...clothes(40, 55, 40, 15),
    pictures: views(
      "jeans",
      ["front", "back", "detail"],
      { main: "#2f4f86", accent: "#d9903d" },
      "denim",
    ),
  },
  {
    name: "Kanga Print Kimono",
    nameSw: "Kimono ya Kanga",
    description:
      "An open-front kimono cut from soft kanga cotton, with wide sleeves and the kanga's bold border running down the front and round the hem. Throw it over a dress or jeans, or wear it as a light cover-up at the coast. One size fits most.",
    descriptionSw:
      "Kimono iliyo wazi mbele, iliyoshonwa kwa kanga laini ya pamba, yenye mikono mipana na pindo la kanga lenye rangi kali mbele na chini. Ivae juu ya gauni au jinzi, au kama vazi jepesi la juu ukiwa pwani. Saizi moja inawatosha watu wengi.",
    category: "women",
    priceKsh: 1850,
    pictures: views(
      "kimono",
      ["front", "back"],
      {
        main: "#f5d04c",
        accent: "#b91c1c",
        trim: "#14532d",
      },
      "kanga",
    ),
  },
  {
    name: "Knitted Cardigan",
    nameSw: "Sweta ya Vifungo",
    description:
      "A soft knitted cardigan in a wool and acrylic blend, with a V-neck, wooden buttons and ribbed cuffs and hem. Warm enough for cold July mornings in Nairobi and light enough to carry in a bag. Hand wash and dry flat so it keeps its shape.",
    descriptionSw:
      "Sweta laini iliyofumwa kwa mchanganyiko wa sufu na akriliki, yenye shingo ya V, vifungo vya mbao na mistari ya ufumaji kwenye mikono na pindo la chini. Inakupa joto asubuhi za baridi za Julai jijini Nairobi, nayo ni nyepesi kubeba mkobani. Ifue kwa mkono na uianike ikiwa imelazwa ili isipoteze umbo lake.",
    category: "women",
    priceKsh: 1950,
    ...clothes(25, 3, 20, 10),
    pictures: views("cardigan", ["front", "folded", "detail"], { main: "#b45309" }, "knit"),
  },
  {
    name: "Pleated Midi Skirt",
    nameSw: "Sketi ya Marinda",
    description:
      "A flowing midi skirt with fine knife pleats, in a crease-resistant satin-finish fabric, with elastic at the back of the waistband. It falls below the knee and swings as you walk; wear it with a blouse to work or church. Wash cool and hang to dry; it needs no ironing.",
    descriptionSw:
      "Sketi ndefu kiasi yenye marinda membamba, ya kitambaa laini kisichokunjika ovyo, na lastiki nyuma ya mkanda wa kiuno. Inashuka chini ya magoti na kupepea unapotembea; ivae na blauzi kazini au kanisani. Ifue kwa maji baridi na uianike ikiwa imening'inizwa; haihitaji kupigwa pasi.",
    category: "women",
    priceKsh: 1750,
    ...clothes(45, 50, 35, 12),
    pictures: views("pleated-skirt", ["front", "back", "detail"], { main: "#365314" }),
  },
];
