import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";
import routes from "./app/routes.ts";
import { chunkGroup, routeAreas } from "./scripts/build/chunk-groups.ts";
import { pageMessages } from "./scripts/build/page-messages.ts";

const appDir = path.resolve(import.meta.dirname, "app");
/** The packages every page needs, in one long-cached chunk. */
const FRAMEWORK = ["react", "react-dom", "react-router", "scheduler", "turbo-stream", "cookie", "set-cookie-parser"];
const publicLayout = path.join(appDir, "routes/public/layout.tsx");
const areas = routeAreas(appDir, routes, publicLayout);

export default defineConfig({
  plugins: [pageMessages(appDir), tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger first-load chunks: on a slow phone network every extra request costs a round trip.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: new RegExp(`node_modules[\\\\/](${FRAMEWORK.join("|")})[\\\\/]`),
                  priority: 3,
                },
                // Decided from app/routes.ts (scripts/build/chunk-groups.ts), not by file name. What public and staff
                // pages both load is captured first, so that what every public page loads (layout, cards, contact
                // block) can take its own dependencies without pulling shared code into a public-only chunk.
                { name: chunkGroup("shared", areas, publicLayout), priority: 2 },
                { name: chunkGroup("public-shell", areas, publicLayout), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Native or server-only packages stay external in the server bundle.
    external: ["sharp", "pg", "better-auth", "pdfkit", "qrcode"],
  },
});
