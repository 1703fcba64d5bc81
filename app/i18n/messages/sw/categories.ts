// The Kiswahili texts of the categories desk (/admin/categories): the same keys, placeholders and plural forms as the English.
import type { categories as en } from "../en/categories.ts";

export const categories: Record<keyof typeof en, string> = {
  "categories.title": "Aina za bidhaa",
  "categories.intro":
    "Ukurasa wa mwanzo unaonyesha aina zinazoonyeshwa kama vigae, kwa mpangilio huu. Kila bidhaa ni ya aina moja.",
  "categories.column.tile": "Kigae",
  "categories.column.name": "Jina",
  "categories.column.route": "Ukurasa",
  "categories.column.items": "Bidhaa",
  "categories.column.shown": "Inaonyeshwa",
  "categories.column.actions": "Badilisha",
  "categories.shown.yes": "Inaonyeshwa",
  "categories.shown.no": "Imefichwa",
  "categories.moveUp": "Panda {name} juu",
  "categories.moveDown": "Shusha {name} chini",
  "categories.edit": "Hariri {name}",
  "categories.editLink": "Hariri",
  "categories.add.heading": "Ongeza aina",
  "categories.add.submit": "Ongeza aina",
  "categories.add.done": "{name} imeongezwa.",
  "categories.edit.heading": "Hariri aina",
  "categories.edit.submit": "Hifadhi aina",
  "categories.edit.done": "{name} imehifadhiwa.",
  "categories.edit.back": "Aina zote",
  "categories.delete.heading": "Futa aina hii",
  "categories.delete.submit": "Futa aina",
  "categories.delete.done": "{name} imefutwa.",
  "categories.field.name": "Jina",
  "categories.field.nameSw": "Jina (Kiswahili)",
  "categories.field.route": "Njia",
  "categories.field.routeHint":
    "Herufi ndogo na vistari, k.m. nguo-za-watoto: ukurasa wa aina ni /type/nguo-za-watoto.",
  "categories.field.picture": "Picha",
  "categories.field.pictureHint": "Picha ya kigae kwenye ukurasa wa mwanzo (si lazima).",
  "categories.field.pictureHintEdit": "Chagua faili ikiwa tu unataka kubadilisha picha ya kigae.",
  "categories.field.visible": "Inaonyeshwa kwenye ukurasa wa mwanzo",
  "categories.error.nameRequired": "Weka jina",
  "categories.error.nameTooLong": "Jina lisizidi herufi {max, number}",
  "categories.error.routeForm":
    "Tumia herufi ndogo a hadi z, maneno yakiunganishwa kwa kistari kimoja",
  "categories.error.routeTooLong": "Njia isizidi herufi {max, number}",
  "categories.error.routeTaken": "Aina nyingine tayari ina njia hii",
  "categories.error.tooMany": "Duka linaweza kuwa na aina zisizozidi {max, number}",
  "categories.error.holdsItems":
    "{count, plural, one {Aina hii bado ina bidhaa #} other {Aina hii bado ina bidhaa #}}: zihamishie aina nyingine au uzifute kwanza.",
  "categories.error.notFound": "Hakuna aina kama hiyo.",
} as const;
