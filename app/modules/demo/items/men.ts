// Owns the demo catalogue's men's wear: shirts, trousers, a jacket, a suit and the shuka.
import { views } from "../picture.ts";
import type { DemoItem } from "../types.ts";
import { clothes } from "./shelves.ts";

export const mensWear: DemoItem[] = [
  {
    name: "Slim Fit Oxford Shirt",
    nameSw: "Shati la Oxford la Kubana",
    description:
      "A crisp cotton Oxford shirt cut close to the body, with a chest pocket and a curved hem that stays tucked in. The basket-weave cotton breathes in the heat and irons easily. Wash at 40 °C and iron while slightly damp.",
    descriptionSw:
      "Shati la pamba la Oxford lililoshonwa kukaa karibu na mwili, lenye mfuko wa kifuani na pindo la mviringo linalobaki ndani ya suruali. Pamba yake iliyofumwa kama kikapu hupitisha hewa wakati wa joto, na ni rahisi kulipiga pasi. Lifue kwa maji ya nyuzi 40 na ulipige pasi likiwa bado na unyevu kidogo.",
    category: "men",
    priceKsh: 1800,
    ...clothes(40, 60, 55, 30),
    pictures: views("shirt", ["front", "folded", "back"], { main: "#a9c8ea" }),
  },
  {
    name: "Kitenge Print Shirt",
    nameSw: "Shati la Kitenge",
    description:
      "A short-sleeved shirt in bold kitenge cotton, cut straight to be worn untucked, with a chest pocket. Smart enough for a Friday at the office and cool on a hot afternoon. Wash cold inside out and iron on the reverse.",
    descriptionSw:
      "Shati la mikono mifupi la kitenge cha pamba chenye nakshi kubwa, lililokatwa moja kwa moja ili livaliwe nje ya suruali, na lenye mfuko wa kifuani. Linapendeza ofisini siku ya Ijumaa na halikupi joto mchana wa jua kali. Lifue kwa maji baridi likiwa limegeuzwa na ulipige pasi upande wa ndani.",
    category: "men",
    priceKsh: 2100,
    ...clothes(35, 45, 40, 2),
    pictures: views(
      "short-sleeve-shirt",
      ["front", "back", "detail"],
      {
        main: "#14532d",
        accent: "#f59e0b",
        trim: "#7c2d12",
      },
      "kitenge",
    ),
  },
  {
    name: "Chino Trousers",
    nameSw: "Suruali ya Chino",
    description:
      "Smart-casual chinos in stretch cotton twill, with slanted front pockets, buttoned back pockets and a tapered leg. Wear them with a shirt to work or a polo at the weekend. Machine wash at 30 °C; they iron easily.",
    descriptionSw:
      "Suruali ya chino ya pamba inayovutika kidogo, yenye mifuko ya mbele iliyoinama, mifuko ya nyuma yenye vifungo na miguu inayopungua upana kuelekea chini. Ivae na shati kazini au na fulana ya kola wikendi. Ifue kwenye mashine kwa nyuzi 30; ni rahisi kuipiga pasi.",
    category: "men",
    priceKsh: 2300,
    ...clothes(30, 45, 40, 20),
    pictures: views("trousers", ["front", "back", "detail"], { main: "#c4a574" }),
  },
  {
    name: "Cotton Polo Shirt",
    nameSw: "Fulana ya Kola ya Pamba",
    description:
      "A classic polo in soft cotton piqué with a ribbed collar and cuffs and a three-button placket. It keeps its shape and colour wash after wash, which is why schools and offices order it by the dozen. Machine wash at 40 °C.",
    descriptionSw:
      "Fulana ya kola ya pamba laini iliyofumwa kwa vitundu vidogo, yenye kola na pindo za mikono zenye mistari ya ufumaji, na vifungo vitatu shingoni. Inabaki na umbo na rangi yake hata ikifuliwa mara nyingi, ndiyo maana shule na ofisi huiagiza kwa dazeni. Ifue kwenye mashine kwa nyuzi 40.",
    category: "men",
    priceKsh: 1350,
    ...clothes(50, 70, 60, 25),
    pictures: views("polo", ["front", "back", "folded"], { main: "#1f4e79" }),
    wholesale: [
      { minQuantity: 6, priceKsh: 1250 },
      { minQuantity: 12, priceKsh: 1150 },
    ],
  },
  {
    name: "Denim Jacket",
    nameSw: "Koti la Jinzi",
    description:
      "A classic trucker jacket in sturdy denim, with flap chest pockets, side pockets and buttoned cuffs. It softens with every wear and is just right over a T-shirt on a cool evening. Wash inside out in cold water.",
    descriptionSw:
      "Koti la jinzi nzito la mtindo wa kawaida, lenye mifuko ya kifuani yenye vifuniko, mifuko ya pembeni na vifungo kwenye mikono. Hulainika kadiri unavyolivaa, na linafaa juu ya fulana jioni zenye baridi. Ligeuze ndani nje na ulifue kwa maji baridi.",
    category: "men",
    priceKsh: 3400,
    ...clothes(30, 40, 35, 0),
    pictures: views(
      "jacket",
      ["front", "back", "detail"],
      { main: "#3b5b8c", accent: "#d9903d" },
      "denim",
    ),
  },
  {
    name: "Maasai Shuka Blanket Scarf",
    nameSw: "Shuka ya Kimaasai",
    description:
      "A traditional Maasai shuka in thick, brushed cloth: red with dark checks and fringed ends, 150 by 200 cm. Wrap it round your shoulders on a cold evening, or use it as a throw on the sofa or a picnic blanket. Wash cold on its own the first time.",
    descriptionSw:
      "Shuka ya asili ya Kimaasai ya kitambaa kizito na laini, nyekundu yenye mistari ya miraba na matamvua pembeni, sentimita 150 kwa 200. Jitande nayo mabegani jioni yenye baridi, au itandike kwenye kochi au chini ukiwa pikniki. Mara ya kwanza ifue peke yake kwa maji baridi.",
    category: "men",
    priceKsh: 950,
    stock: 60,
    pictures: views(
      "shuka",
      ["open", "folded", "detail"],
      {
        main: "#c62828",
        accent: "#3b82f6",
        trim: "#1a1a2e",
      },
      "checks",
    ),
    wholesale: [
      { minQuantity: 10, priceKsh: 850 },
      { minQuantity: 25, priceKsh: 780 },
    ],
  },
  {
    name: "Linen Kaunda Suit",
    nameSw: "Suti ya Kaunda ya Kitani",
    description:
      "A two-piece Kaunda suit in breathable linen: a short-sleeved tunic jacket with four patch pockets and a notched collar, with matching straight trousers. Made for formal days in the heat, from weddings to state functions. Dry clean, or hand wash cold and iron while damp.",
    descriptionSw:
      "Suti ya Kaunda ya vipande viwili ya kitani kinachopitisha hewa: koti la mikono mifupi lenye mifuko minne na kola, pamoja na suruali inayolingana nalo. Inafaa kwa shughuli rasmi wakati wa joto, kuanzia harusini hadi kwenye sherehe za kitaifa. Ipeleke kwa dobi, au uifue kwa mkono kwa maji baridi na uipige pasi ikiwa na unyevu.",
    category: "men",
    priceKsh: 5800,
    ...clothes(20, 25, 15, 1),
    pictures: views("kaunda-suit", ["front", "detail"], { main: "#d6c49a" }),
  },
];
