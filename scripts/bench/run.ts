// `npm run bench`: builds, then prints every benchmark's figures. Asserts nothing.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { benchFicha } from "./ficha.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchPasswordHash } from "./password-hash.ts";
import { benchListingQuery } from "./query.ts";
import { benchSsr } from "./ssr.ts";
import { benchTable } from "./table.ts";
import { benchUpload } from "./upload.ts";

const root = path.resolve(import.meta.dirname, "../..");
console.log("[bench] building...");
execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
console.log(`[bench] machine: ${(await import("node:os")).cpus().length} cores, Node ${process.version}`);
await benchSsr("/");
await benchListingQuery();
await benchPasswordHash();
await benchLighthouse();
await benchTable();
await benchUpload();
await benchFicha();
