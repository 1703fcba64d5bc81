// Draws the demo catalogue's pictures into this machine's kept drawings (under the temporary folder)
// once, before `npm test` starts its test shops: each of them seeds the demo catalogue, and copying
// kept pictures takes a second where drawing them takes up to a minute on a busy machine. A shop's
// first start runs it too, as a process of its own, for the pictures not kept yet (the drawing's
// memory then ends with this process, not the shop's).
import { keepDemoDrawings } from "../app/modules/catalogue/index.server.ts";

const started = performance.now();
const count = await keepDemoDrawings();
console.log(`${count} demo pictures kept in ${Math.round(performance.now() - started)} ms`);
