// Owns what loaders and actions reach through the router context: the database, storage, config
// and the request's logger. Tests and the server each build their own; nothing here is global.
import { createContext, type RouterContextProvider } from "react-router";
import type { Config } from "./config.server.ts";
import type { Db } from "./db/client.server.ts";
import type { Logger } from "./lib/logger.server.ts";
import type { FileStorage } from "./modules/storage/storage.server.ts";

export interface Services {
  db: Db;
  config: Config;
  storage: FileStorage;
  log: Logger;
}

export const servicesContext = createContext<Services>();

export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
