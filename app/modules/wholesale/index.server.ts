// What the wholesale module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { applicationFields, applicationForm, decisionForm } from "./application-form.ts";
export {
  applyForWholesale,
  approvedAccountOf,
  buyerOf,
  decideWholesale,
  listApplications,
  wholesaleStanding,
} from "./applications.server.ts";
