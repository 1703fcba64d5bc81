// What the storage module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { diskStorage } from "./disk.server.ts";
export { s3Storage } from "./s3.server.ts";
export { type FileStorage } from "./storage.server.ts";
