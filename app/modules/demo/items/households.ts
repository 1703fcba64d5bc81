// Owns the demo catalogue's household goods: pots, mugs, towels, a basket, a flask and bedding.
import { views } from "../picture.ts";
import type { DemoItem } from "../types.ts";

export const householdItems: DemoItem[] = [
  {
    name: "Sufuria Cooking Pot Set",
    nameSw: "Seti ya Sufuria za Kupikia",
    description:
      "Three heavy-gauge aluminium sufurias (22, 26 and 30 cm) with a lid: the straight-sided pots of every Kenyan kitchen. They heat evenly for ugali, stews and rice, and stack inside each other in the cupboard. Wash in warm soapy water and scour gently to keep them shining.",
    descriptionSw:
      "Sufuria tatu nzito za alumini (sentimita 22, 26 na 30) pamoja na mfuniko, aina ya sufuria zisizo na mikono zinazopatikana kila jikoni nchini Kenya. Zinapika kwa moto uliosambaa sawasawa, iwe ugali, mchuzi au wali, na hukaa moja ndani ya nyingine kabatini. Zioshe kwa maji ya uvuguvugu na sabuni, na uzisugue taratibu ili ziendelee kung'aa.",
    category: "households",
    priceKsh: 3200,
    stock: 25,
    pictures: views("sufuria", ["set", "front"], { main: "#b9bec4" }),
  },
  {
    name: "Ceramic Tea Mugs (Set of 4)",
    nameSw: "Vikombe vya Chai vya Kauri (Seti ya 4)",
    description:
      "Four glazed ceramic mugs of 350 ml each, with a comfortable handle and a band of colour near the base. Thick enough to keep your chai hot a little longer. Safe in the microwave and the dishwasher.",
    descriptionSw:
      "Vikombe vinne vya kauri iliyong'arishwa, kila kimoja cha mililita 350, vyenye mshikio unaoshikika vizuri na mstari wa rangi karibu na chini. Ni vinene kiasi cha kuitunza chai yako ikiwa moto kwa muda zaidi. Vinaweza kuwekwa kwenye mikrowevu na kwenye mashine ya kuosha vyombo.",
    category: "households",
    priceKsh: 1250,
    stock: 40,
    pictures: views("mugs", ["set", "side"], { main: "#1d6f8b", accent: "#f2e8d5" }),
    wholesale: [
      { minQuantity: 6, priceKsh: 1150 },
      { minQuantity: 12, priceKsh: 1050 },
    ],
  },
  {
    name: "Cotton Bath Towel",
    nameSw: "Taulo ya Kuogea ya Pamba",
    description:
      "A thick bath towel in pure cotton terry, 70 by 140 cm, with a woven border. It soaks up water well, dries quickly on the line and gets softer with washing. Wash warm with similar colours and skip the fabric softener so it stays absorbent.",
    descriptionSw:
      "Taulo nene ya kuogea ya pamba tupu, sentimita 70 kwa 140, yenye pindo lililofumwa. Inafyonza maji vizuri, hukauka haraka kwenye kamba na hulainika zaidi kila inapofuliwa. Ifue kwa maji ya uvuguvugu pamoja na nguo za rangi zinazofanana, bila kilainishi, ili iendelee kufyonza maji.",
    category: "households",
    priceKsh: 850,
    stock: 80,
    pictures: views("towel", ["folded", "open", "detail"], { main: "#2a9d8f", accent: "#f4f1de" }),
    wholesale: [
      { minQuantity: 6, priceKsh: 780 },
      { minQuantity: 12, priceKsh: 720 },
    ],
  },
  {
    name: "Woven Sisal Basket",
    nameSw: "Kikapu cha Mkonge",
    description:
      "A lidded basket hand-woven from dyed sisal by women's groups in Machakos, about 30 cm tall. Use it for bread, fruit or sewing things, or give it as a gift. Keep it dry and dust it with a soft brush.",
    descriptionSw:
      "Kikapu chenye mfuniko kilichofumwa kwa mkono kwa mkonge uliotiwa rangi na vikundi vya akina mama wa Machakos, kimo chake sentimita 30 hivi. Kitumie kuwekea mkate, matunda au vifaa vya kushonea, au kitoe kama zawadi. Kiweke mahali pakavu na ukipanguse kwa brashi laini.",
    category: "households",
    priceKsh: 1400,
    stock: 2,
    pictures: views("basket", ["front", "open", "detail"], {
      main: "#d8b47a",
      accent: "#b3202a",
      trim: "#1f6e5c",
    }),
  },
  {
    name: "Thermos Flask 1.8L",
    nameSw: "Chupa ya Chai ya Lita 1.8",
    description:
      "A 1.8-litre vacuum flask with a glass inner that keeps tea hot for up to 12 hours, a screw-on cup and a carrying handle; the body is printed with flowers. Rinse the inside with warm water only, as a hard brush can scratch the glass.",
    descriptionSw:
      "Chupa ya chai ya lita 1.8 yenye chupa ya ndani ya kioo inayotunza chai ikiwa moto hadi saa 12, kikombe kinachofungwa juu kama kifuniko, na mshikio wa kubebea; kwa nje imepambwa kwa maua. Suuza ndani kwa maji ya uvuguvugu tu, kwa kuwa brashi ngumu inaweza kukwaruza kioo.",
    category: "households",
    priceKsh: 1350,
    stock: 0,
    pictures: views(
      "flask",
      ["front", "open"],
      {
        main: "#f6efe2",
        accent: "#e05a6d",
        trim: "#b3202a",
      },
      "floral",
    ),
  },
  {
    name: "Fleece Blanket Queen Size",
    nameSw: "Blanketi Laini ya Kitanda cha Queen",
    description:
      "A soft, warm polyester fleece blanket, 200 by 230 cm for a queen-size bed, with a satin-bound edge. Light to wash, quick to dry and it does not shed. Machine wash cool and dry in the shade.",
    descriptionSw:
      "Blanketi laini yenye joto ya fleece, sentimita 200 kwa 230, inayotosha kitanda cha saizi ya queen, yenye ukingo uliofungwa kwa utepe wa satini. Ni nyepesi kufua, hukauka upesi na haiachi nyuzi. Ifue kwenye mashine kwa maji baridi na uianike kivulini.",
    category: "households",
    priceKsh: 2600,
    pictures: views(
      "blanket",
      ["folded", "detail"],
      {
        main: "#5b4a8b",
        accent: "#c9b8e8",
        trim: "#2e2350",
      },
      "floral",
    ),
  },
  {
    name: "Cotton Bedsheet Set (Double)",
    nameSw: "Seti ya Shuka za Pamba (Kitanda cha Watu Wawili)",
    description:
      "A double bed sheet set in soft cotton percale: a flat sheet, a fitted sheet and two pillowcases in a calm stripe. It stays cool on hot nights and gets softer with every wash. Wash at 40 °C and iron warm for a crisp finish.",
    descriptionSw:
      "Seti ya shuka za pamba laini kwa kitanda cha watu wawili: shuka ya kutandika, shuka ya chini yenye lastiki pembeni na foronya mbili, zote zenye mistari tulivu. Hazileti joto usiku wa joto, na hulainika kila zinapofuliwa. Zifue kwa maji ya nyuzi 40 na uzipige pasi kwa moto wa wastani ili zikae nadhifu.",
    category: "households",
    priceKsh: 2800,
    stock: 35,
    pictures: views(
      "bedsheets",
      ["folded", "detail"],
      { main: "#e8eef5", accent: "#7d9cc0", trim: "#c9a227" },
      "stripes",
    ),
  },
];
