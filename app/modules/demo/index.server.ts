// What the demo catalogue offers the rest of the shop (its items, categories and hero, and the
// drawing of their pictures): imported from here, never from its inner files.
export { demoCategories, demoHero, demoItems, type DemoPicture } from "./demo-items.ts";
export { renderDemoPicture } from "./render.ts";
