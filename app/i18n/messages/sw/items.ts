// The Kiswahili texts of staff adding, editing and deleting items: the same keys, placeholders and plural forms as the English.
import type { items as english } from "../en/items.ts";

export const items: Record<keyof typeof english, string> = {
  "items.create.title": "Bidhaa Mpya",
  "items.create.added": "Bidhaa imeongezwa.",
  "items.create.view": "Angalia {name}",
  "items.create.submit": "Ongeza Bidhaa",
  "items.edit.title": "Hariri {name}",
  "items.edit.heading": "Hariri Bidhaa",
  "items.edit.back": "Rudi kwa {name}",
  "items.edit.submit": "Hifadhi Mabadiliko",
  "items.edit.deleteLink": "Futa bidhaa hii",
  "items.delete.title": "Futa bidhaa",
  "items.delete.heading": "Futa {name}?",
  "items.delete.explain":
    "Itaondolewa dukani na kwenye kila kikapu. Oda zilizokwisha kuwekwa zinabaki nayo.",
  "items.delete.confirm": "Futa",
  "items.delete.keep": "Iache",
  "items.field.name": "Jina la Bidhaa",
  "items.field.nameSw": "Jina la Bidhaa (Kiswahili)",
  "items.field.description": "Maelezo",
  "items.field.descriptionSw": "Maelezo (Kiswahili)",
  "items.field.descriptionHint":
    "Anachohitaji kujua mnunuzi: kitambaa, ukubwa, matumizi, utunzaji (si lazima).",
  "items.field.swHint":
    "Huonyeshwa kwenye kurasa za Kiswahili; likiachwa wazi, Kiingereza huonyeshwa (si lazima).",
  "items.field.type": "Aina ya Bidhaa",
  "items.field.typeChoose": "Chagua aina",
  "items.field.typeHint":
    "Aina ambayo bidhaa itaorodheshwa chini yake (aina hupangwa kwenye dawati la aina).",
  "items.field.price": "Bei ya Bidhaa",
  "items.field.priceHint": "Kwa Ksh, k.m. 1250 au 1250.50",
  "items.field.image": "Picha ya Bidhaa",
  "items.field.imageHintNew":
    "Hadi picha {max, number} kwa mara moja; ya kwanza ndiyo kuu. JPEG, PNG, WebP, AVIF au GIF, kila moja hadi MB 10.",
  "items.field.photos": "Picha",
  "items.field.photo": "Picha ya {n, number}",
  "items.field.photoMain": "Picha ya {n, number} (kuu)",
  "items.field.photoAlt": "{name}, picha ya {n, number}",
  "items.field.removePhoto": "Ondoa picha ya {n, number}",
  "items.field.mainPhoto": "Picha kuu",
  "items.field.mainPhotoHint": "Huonyeshwa kwenye kadi na kwanza kwenye ukurasa wa bidhaa.",
  "items.field.mainPhotoNew": "Picha ya kwanza inayoongezwa sasa",
  "items.field.addPhotos": "Ongeza picha",
  "items.field.addPhotosHint":
    "Si lazima: zinakuja baada ya picha zilizo juu; bidhaa ina picha zisizozidi {max, number}. JPEG, PNG, WebP, AVIF au GIF, kila moja hadi MB 10.",
  "items.field.chooseAgain": "Chagua picha tena: kivinjari hakizihifadhi fomu inaporudi.",
  "items.field.sizes": "Saizi",
  "items.field.sizesHint":
    "Zitenganishe kwa koma, k.m. S, M, L, XL au 38, 39, 40. Acha wazi kwa bidhaa isiyo na saizi.",
  "items.field.stock": "Stoki",
  "items.field.stockHintNew":
    "Idadi ya kila saizi, au ya bidhaa ikiwa haina saizi. Acha wazi ikiwa huihesabu.",
  "items.field.stockHintEdit":
    "Kwa bidhaa isiyo na saizi: zimebaki ngapi. Kwa saizi unazoongeza sasa: ngapi za kila moja. Wazi: haihesabiwi.",
  "items.field.stockFor": "Stoki ya {size}",
  "items.field.priceFor": "Bei ya {size}",
  "items.field.priceForHint": "Acha wazi ili kutumia bei ya bidhaa.",
  // The stock level at or below which an item counts as running low.
  "items.field.lowStockAt": "Stoki ndogo inapofika",
  "items.field.lowStockAtHint":
    "Zikibaki hizi au chache zaidi, dawati la bidhaa linaonyesha bidhaa kuwa na stoki ndogo na wanunuzi wanasoma \u201cZimebaki N tu\u201d.",
  "items.field.stockReason": "Kwa nini stoki imebadilika",
  "items.stockReason.received": "Imepokelewa",
  "items.stockReason.damaged": "Imeharibika",
  "items.stockReason.counted": "Imehesabiwa",
  "items.uploading": "Inapakia...",
  "items.error.nameRequired": "Weka jina la bidhaa",
  "items.error.nameTooLong": "Jina lisizidi herufi {max, number}",
  "items.error.descriptionTooLong": "Maelezo yasizidi herufi {max, number}",
  // "women" is a category's word in the shop's addresses (/type/women): it stays as it is.
  "items.error.typeRequired": "Chagua aina ya bidhaa",
  "items.error.typeUnknown": "Chagua mojawapo ya aina za bidhaa za duka",
  "items.error.typeTooLong": "Aina isizidi herufi {max, number}",
  "items.error.priceInvalid": "Weka bei kwa Ksh, k.m. 1250 au 1250.50",
  "items.error.priceTooLow": "Bei lazima iwe zaidi ya Ksh 0",
  "items.error.priceTooHigh": "Bei isizidi Ksh 10,000,000",
  "items.error.imageRequired": "Chagua picha ya bidhaa.",
  "items.error.imageEmpty": "Chagua faili la picha.",
  "items.error.imageTooLarge": "Picha ni kubwa kuliko MB 10. Chagua ndogo zaidi.",
  "items.error.photosTooMany": "Chagua picha zisizozidi {max, number} (ulichagua {count, number}).",
  "items.error.photosTooManyKept":
    "Bidhaa ina picha zisizozidi {max, number}; hivi zingekuwa {count, number}. Ondoa baadhi au ongeza chache.",
  "items.error.photoLastRemoved": "Bidhaa inahitaji picha: acha moja, au ongeza nyingine.",
  "items.error.photo.imageEmpty": "{file} ni tupu. Chagua faili la picha.",
  "items.error.photo.imageTooLarge": "{file} ni kubwa kuliko MB 10. Chagua ndogo zaidi.",
  "items.error.photo.notAPicture":
    "{file} si picha tunayoweza kusoma. Pakia picha ya JPEG, PNG, WebP, AVIF au GIF.",
  "items.error.photo.tooManyPixels":
    "{file} ni kubwa mno (zaidi ya megapikseli 40). Chagua ndogo zaidi.",
  "items.error.photo.damaged": "{file} imeharibika au haijakamilika. Jaribu nyingine.",
  "items.error.formUnreadable": "Fomu haikuweza kusomwa. Tafadhali jaribu tena.",
  "items.error.notAPicture":
    "Faili hilo si picha tunayoweza kusoma. Pakia picha ya JPEG, PNG, WebP, AVIF au GIF.",
  "items.error.tooManyPixels": "Picha ni kubwa mno (zaidi ya megapikseli 40). Chagua ndogo zaidi.",
  "items.error.damaged": "Faili la picha limeharibika au halijakamilika. Jaribu jingine.",
  "items.error.storeFailed": "Hatukuweza kuhifadhi picha. Tafadhali jaribu tena.",
  "items.error.sizesTooMany": "Weka saizi zisizozidi {max, number}",
  "items.error.sizeTooLong": "Saizi isizidi herufi {max, number}",
  "items.error.sizeTwice": "Weka kila saizi mara moja ({size} imo mara mbili)",
  "items.error.stockInvalid": "Weka namba kamili kuanzia 0 hadi 1,000,000, au acha wazi",
  "items.error.lowStockAtInvalid": "Weka namba kamili kuanzia 0 hadi 1,000",
  "items.error.stockReason": "Chagua kwa nini stoki imebadilika",
  "items.error.priceForInvalid": "Weka bei kwa Ksh, k.m. 1250, au acha wazi",
};
