// Owns the demo catalogue's sports wear: the national team jersey, running kit, a tracksuit and a ball.
import { views } from "../picture.ts";
import type { DemoItem } from "../types.ts";
import { clothes } from "./shelves.ts";

export const sportsWear: DemoItem[] = [
  {
    name: "Harambee Stars Replica Jersey",
    nameSw: "Jezi ya Harambee Stars (Nakala)",
    description:
      "A replica of the national team's home jersey in light, quick-drying polyester, with a V-neck, green and black trims and the shield crest on the chest. Wear it to the stadium or for a kickabout. Wash cold inside out and do not iron over the crest.",
    descriptionSw:
      "Jezi ya nyumbani ya timu ya taifa, Harambee Stars, ya poliesta nyepesi inayokauka haraka, yenye shingo ya V, mapambo ya kijani na meusi na nembo ya ngao kifuani. Ivae uwanjani au unapocheza na marafiki. Ifue kwa maji baridi ikiwa imegeuzwa, na usipige pasi juu ya nembo.",
    category: "sports",
    priceKsh: 2500,
    ...clothes(40, 60, 50, 2),
    pictures: views("jersey", ["front", "back", "detail"], {
      main: "#c8102e",
      accent: "#0b7a3b",
      trim: "#111111",
    }),
    wholesale: [
      { minQuantity: 6, priceKsh: 2300 },
      { minQuantity: 12, priceKsh: 2150 },
    ],
  },
  {
    name: "Running Shorts",
    nameSw: "Kaptula ya Kukimbia",
    description:
      "Light running shorts in quick-dry fabric with an inner brief, an elastic drawstring waist, side splits for a free stride and a small zipped back pocket for a key. Wash cold and dry in the shade.",
    descriptionSw:
      "Kaptula nyepesi ya kukimbia ya kitambaa kinachokauka haraka, yenye chupi ndani, kiuno cha mpira chenye kamba, mipasuko pembeni ili upige hatua kwa uhuru, na mfuko mdogo wa zipu nyuma wa kuwekea ufunguo. Ifue kwa maji baridi na uianike kivulini.",
    category: "sports",
    priceKsh: 950,
    ...clothes(40, 50, 45, 25),
    pictures: views("shorts", ["front", "back"], { main: "#1b263b", accent: "#f4a261" }),
  },
  {
    name: "Training Tracksuit",
    nameSw: "Suti ya Mazoezi",
    description:
      "A two-piece tracksuit in soft brushed polyester: a full-zip jacket with a stand-up collar and tapered trousers with ribbed cuffs, both with three stripes down the side. Warm for early-morning runs and the walk to the field. Machine wash at 30 °C.",
    descriptionSw:
      "Suti ya mazoezi ya vipande viwili ya poliesta laini: koti lenye zipu hadi juu na kola iliyosimama, na suruali inayopungua upana kuelekea chini yenye pindo za mpira, vyote vikiwa na mistari mitatu pembeni. Inakupa joto unapokimbia alfajiri na unapoelekea uwanjani. Ifue kwenye mashine kwa nyuzi 30.",
    category: "sports",
    priceKsh: 3600,
    ...clothes(30, 40, 35, 20),
    pictures: views("tracksuit", ["front", "detail"], { main: "#14213d", accent: "#f1f1f1" }),
  },
  {
    name: "Football Size 5",
    nameSw: "Mpira wa Miguu Namba 5",
    description:
      "A match-size football with 32 stitched panels, a butyl bladder that holds its air for weeks and a textured cover that grips on grass or murram pitches. Pump to about 0.7 bar.",
    descriptionSw:
      "Mpira wa miguu wa saizi ya mechi, wenye vipande 32 vilivyoshonwa, kibofu cha ndani kinachoshika upepo kwa wiki kadhaa na ganda linaloshika vizuri kwenye uwanja wa nyasi au wa changarawe. Ujaze upepo hadi bar 0.7 hivi.",
    category: "sports",
    priceKsh: 1800,
    stock: 30,
    pictures: views("football", ["front", "side"], { main: "#1c1c1c", accent: "#f7f7f2" }),
    wholesale: [
      { minQuantity: 6, priceKsh: 1650 },
      { minQuantity: 12, priceKsh: 1500 },
    ],
  },
  {
    name: "Yoga Leggings",
    nameSw: "Taiti za Yoga",
    description:
      "High-waisted leggings in a soft, opaque four-way stretch fabric that moves with you in yoga, at the gym or on a walk. The wide waistband stays put. Machine wash cold, without fabric softener.",
    descriptionSw:
      "Taiti za kiuno cha juu za kitambaa laini kisichoonyesha, kinachovutika pande zote na kwenda nawe kwenye yoga, mazoezini au matembezini. Mkanda wake mpana wa kiuno haushuki. Zifue kwenye mashine kwa maji baridi, bila kilainishi.",
    category: "sports",
    priceKsh: 1450,
    ...clothes(40, 50, 35, 3),
    pictures: views("leggings", ["front", "side"], { main: "#5b2a4f" }),
  },
  {
    name: "Breathable Running Vest",
    nameSw: "Fulana ya Kukimbia Isiyo na Mikono",
    description:
      "A featherlight running vest with mesh side panels that let the air through, a racer back that leaves the arms free and a reflective strip for runs before dawn. Flat seams that do not rub. Wash cold and hang to dry.",
    descriptionSw:
      "Fulana nyepesi kabisa ya kukimbia isiyo na mikono, yenye vipande vya wavu pembeni vinavyopitisha hewa, mgongo wa mikanda myembamba unaoacha mikono huru na mstari unaong'aa kwa mbio za kabla ya mapambazuko. Mishono yake bapa haichubui ngozi. Ifue kwa maji baridi na uianike.",
    category: "sports",
    priceKsh: 1050,
    ...clothes(40, 50, 45, 0),
    pictures: views("running-vest", ["front", "back"], { main: "#e85d04" }),
  },
];
