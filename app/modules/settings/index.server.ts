// What the settings module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { defaultSettings } from "./default-settings.ts";
export { parseSettingsForm, readSettingsForm } from "./settings-parse.server.ts";
export { settingsHistory, settingsStore, type SettingsStore } from "./settings.server.ts";
