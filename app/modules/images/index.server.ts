// What the images module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { ImageRefused, checkUploadedImage } from "./picture-check.server.ts";
export {
  renderVariants,
  storeItemImage,
  storeVariants,
  variantKeys,
  type ImageVariants,
} from "./variants.server.ts";
