import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // `BUILD_DIR=builds/<release> npm run build` builds beside the one being served (docs/deploy.md, decision 118).
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
