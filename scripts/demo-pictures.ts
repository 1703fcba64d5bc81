// `npm run demo-pictures [category...]`: draws every demo picture (each item's pictures, the category
// tiles and the hero) into contact sheets under test-results/demo-pictures/, so a person can look at
// them: one sheet per category (a row per item), one of the tiles and the hero.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import {
  demoCategories,
  demoHero,
  demoItems,
  renderDemoPicture,
  type DemoPicture,
} from "../app/modules/demo/index.server.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "test-results", "demo-pictures");
const cell = 280;
const label = 28;
const gap = 8;

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A label as a picture (the sheet's only text: the drawings themselves have none). */
function caption(text: string, width: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${label}"><text x="4" y="19" font-family="DejaVu Sans" font-size="15" fill="#222">${escape(text)}</text></svg>`,
  );
}

/** Draws rows of pictures, each row with its caption, into one PNG. */
async function sheet(file: string, rows: { title: string; pictures: DemoPicture[] }[]) {
  const columns = Math.max(...rows.map((row) => row.pictures.length));
  const width = columns * (cell + gap) + gap;
  const rowHeight = label + cell + gap;
  const layers: OverlayOptions[] = [];
  for (const [index, row] of rows.entries()) {
    const top = index * rowHeight + gap;
    layers.push({ input: caption(row.title, width), left: 0, top });
    for (const [column, picture] of row.pictures.entries()) {
      const wide = "scene" in picture && picture.scene === "hero";
      const fitted = await renderDemoPicture(picture, wide ? cell * 1.5 : cell)
        .then((input) =>
          sharp(input).resize(cell, cell, { fit: "contain", background: "#fff" }).toBuffer(),
        )
        .catch((error: unknown) => {
          // A picture that cannot be drawn shows as its error on the sheet, and the run fails.
          console.error(error);
          process.exitCode = 1;
          return sharp(caption(String(error).slice(0, 40), cell))
            .resize(cell, cell, { fit: "contain", background: "#fdd" })
            .toBuffer();
        });
      layers.push({ input: fitted, left: gap + column * (cell + gap), top: top + label });
    }
  }
  await sharp({
    create: { width, height: rows.length * rowHeight + gap, channels: 3, background: "#ffffff" },
  })
    .composite(layers)
    .png()
    .toFile(path.join(out, file));
  console.log(path.relative(root, path.join(out, file)));
}

mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
const categories = [...new Set(demoItems.map((item) => item.category))].filter(
  (category) => only.length === 0 || only.includes(category),
);
for (const category of categories) {
  const items = demoItems.filter((item) => item.category === category);
  await sheet(
    `${category}.png`,
    items.map((item) => ({ title: `${item.name} / ${item.nameSw}`, pictures: item.pictures })),
  );
}
if (only.length === 0 || only.includes("scenes")) {
  const tiles = demoCategories.map((category) => category.picture);
  await sheet("scenes.png", [
    { title: "Hero", pictures: [demoHero] },
    ...(tiles.length > 0 ? [{ title: "Category tiles", pictures: tiles.slice(0, 4) }] : []),
    ...(tiles.length > 4 ? [{ title: "", pictures: tiles.slice(4) }] : []),
  ]);
}
