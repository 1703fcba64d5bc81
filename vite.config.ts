import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our own HTTP server (server/app.ts), so that the server,
// the route modules and the domain modules share one copy of every module.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
