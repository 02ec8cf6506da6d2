import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  // What every public page loads (layout, cards, contact block): one chunk instead of a dozen.
                  // Listed by name so that nothing of the dashboard ever lands in it.
                  name: "public-shell",
                  test: /[\\/]app[\\/](ui[\\/](accent|button|contact-block|cover-photo|listing-grid|logo|map-embed|page-message|property-card|select|site-footer|site-header|site-nav|spinner|state-badge|use-scrolled-past|whatsapp-float)|properties[\\/](catalogue-params|contact|format|order-seed|price-range|type-labels|whatsapp)|photos[\\/]variants|analytics[\\/](beacon|ga4|use-page-views|visit-id)|routes[\\/]public[\\/](seo|use-catalogue-navigation))\.tsx?$|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context|icons[\\/](bath|bed-double|chevron-down|house|image-off|loader-circle|map-pin|mail|menu|message-circle|phone|ruler|search|x|at-sign))\.m?js$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Native or server-only packages stay external in the server bundle.
    external: ["sharp", "pg", "better-auth"],
  },
});
