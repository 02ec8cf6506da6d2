// `npm run bench`: builds, then prints every benchmark's figures. Asserts nothing.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { benchAvailability } from "./availability.ts";
import { benchDashboard } from "./dashboard.ts";
import { benchFeeds } from "./feeds.ts";
import { benchFicha } from "./ficha.ts";
import { benchImport } from "./import.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchMemory } from "./memory.ts";
import { benchPasswordHash } from "./password-hash.ts";
import { benchRenderCpu } from "./render-cpu.ts";
import { benchPageCache } from "./page-cache.ts";
import { benchCachedHitCost } from "./cached-hit-cost.ts";
import { benchPromotion } from "./promotion.ts";
import { benchScaleOut } from "./scale-out.ts";
import { benchListingQuery } from "./query.ts";
import { benchSsr } from "./ssr.ts";
import { benchStall } from "./stall.ts";
import { benchTable } from "./table.ts";
import { benchUpload } from "./upload.ts";

const root = path.resolve(import.meta.dirname, "../..");
console.log("[bench] building...");
execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
console.log(`[bench] machine: ${(await import("node:os")).cpus().length} cores, Node ${process.version}`);
await benchPageCache();
await benchCachedHitCost();
await benchSsr("/");
await benchRenderCpu();
await benchRenderCpu("/sobreNosotros");
await benchPromotion("/");
await benchPromotion("/sobreNosotros");
await benchStall();
await benchListingQuery();
await benchAvailability();
await benchPasswordHash();
await benchLighthouse();
await benchTable();
await benchUpload();
await benchScaleOut();
await benchFicha();
await benchFeeds();
await benchImport();
await benchDashboard();
await benchMemory();
