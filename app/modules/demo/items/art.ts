// Owns the demo catalogue's art: a painting, carvings, a batik and beadwork, made by Kenyan artisans.
import { views } from "../picture.ts";
import type { DemoItem } from "../types.ts";

export const artProducts: DemoItem[] = [
  {
    name: "Tinga Tinga Painting",
    nameSw: "Mchoro wa Tinga Tinga",
    description:
      "An original Tinga Tinga painting in bright enamel on canvas, 50 by 50 cm, of birds in a tree under the sun, in a hardwood frame ready to hang. Each painting is signed by its artist, so yours will differ a little from the picture. Keep it out of direct sunlight.",
    descriptionSw:
      "Mchoro halisi wa mtindo wa Tinga Tinga kwa rangi zinazong'aa juu ya turubai, sentimita 50 kwa 50, wa ndege juu ya mti chini ya jua, ndani ya fremu ya mbao ngumu, tayari kutundikwa. Kila mchoro umetiwa sahihi na msanii wake, kwa hiyo utakaoupata utatofautiana kidogo na picha hii. Usiuweke kwenye jua kali.",
    category: "art",
    priceKsh: 4500,
    stock: 6,
    pictures: views("painting", ["front", "side", "detail"], {
      main: "#0ea5b7",
      accent: "#65a30d",
      trim: "#1e3a8a",
    }),
  },
  {
    name: "Kisii Soapstone Elephant",
    nameSw: "Tembo wa Jiwe la Sabuni la Kisii",
    description:
      "An elephant hand-carved from soft Kisii soapstone from Tabaka, about 15 cm long, polished smooth with etched ears. A lasting gift, or a piece for a shelf. Dust it with a dry cloth; a drop of oil brings back the shine.",
    descriptionSw:
      "Tembo aliyechongwa kwa mkono kwa jiwe laini la sabuni la Kisii kutoka Tabaka, urefu wa sentimita 15 hivi, aliyesuguliwa hadi akawa laini, na masikio yaliyochorwa. Ni zawadi ya kudumu au pambo la rafu. Mpanguse vumbi kwa kitambaa kikavu; tone la mafuta humrudishia mng'ao wake.",
    category: "art",
    priceKsh: 1200,
    stock: 30,
    pictures: views("soapstone", ["side", "set"], { main: "#e3c9b8" }),
    wholesale: [
      { minQuantity: 6, priceKsh: 1050 },
      { minQuantity: 12, priceKsh: 950 },
    ],
  },
  {
    name: "Batik Wall Hanging",
    nameSw: "Batiki ya Kutundika Ukutani",
    description:
      "A hand-dyed cotton batik of women carrying water pots at sunset, 70 by 100 cm, with the fine crackle lines that only wax-resist dyeing gives. It hangs from a wooden rod, ready for the wall. Hand wash cold if it ever needs it.",
    descriptionSw:
      "Batiki ya pamba iliyotiwa rangi kwa mkono, inayoonyesha akina mama wakibeba mitungi ya maji jua linapozama, sentimita 70 kwa 100, yenye mipasuko myembamba inayopatikana tu rangi inapotiwa juu ya nta. Imening'inizwa kwenye ufito wa mbao, tayari kutundikwa ukutani. Ikihitaji kufuliwa, ifue kwa mkono kwa maji baridi.",
    category: "art",
    priceKsh: 2200,
    stock: 10,
    pictures: views("batik", ["front", "detail"], {
      main: "#d9822b",
      accent: "#f6d365",
      trim: "#3e2212",
    }),
  },
  {
    name: "Maasai Beaded Wall Art",
    nameSw: "Pambo la Ukutani la Shanga za Kimaasai",
    description:
      "A round wall piece of Maasai beadwork, 45 cm across: rings of coloured glass beads on a leather backing, with beaded strands below, made by a women's cooperative in Kajiado. It hangs from a single nail. Dust it gently with a soft brush.",
    descriptionSw:
      "Pambo la ukutani la mviringo la shanga za Kimaasai, upana wa sentimita 45: duara za shanga za kioo za rangi mbalimbali juu ya ngozi, na nyuzi za shanga zinazoning'inia chini; limetengenezwa na chama cha ushirika cha akina mama wa Kajiado. Hutundikwa kwenye msumari mmoja. Lipanguse vumbi taratibu kwa brashi laini.",
    category: "art",
    priceKsh: 3500,
    stock: 8,
    pictures: views("bead-art", ["front", "detail"], {
      main: "#c62828",
      accent: "#f28c28",
      trim: "#2e7d32",
    }),
  },
  {
    name: "Wooden Giraffe Carving",
    nameSw: "Twiga wa Mbao Aliyechongwa",
    description:
      "A tall giraffe carved from jacaranda wood, about 60 cm high, with its spots burnt into the grain by hand. It stands steady on its own base: a striking piece for a corner or a hallway. Dust it, and once a year rub in a little furniture wax.",
    descriptionSw:
      "Twiga mrefu aliyechongwa kwa mbao za mjakaranda, kimo cha sentimita 60 hivi, ambaye madoa yake yamechomwa kwa mkono juu ya mbao. Anasimama imara juu ya kitako chake, na ni pambo la kuvutia pembeni mwa chumba au ukumbini. Mpanguse vumbi, na mara moja kwa mwaka umpake nta kidogo ya samani.",
    category: "art",
    priceKsh: 2800,
    stock: 9,
    pictures: views("giraffe", ["side", "pair"], { main: "#c08a4e" }),
  },
];
