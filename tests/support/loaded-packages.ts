// Loaded into a server with `node --import` (tests only): writes the name of every package a process imports or
// requires, once, to VITRINA_LOADED_PACKAGES_DIR/<pid>.txt, so a test can tell which libraries a worker has loaded
// (decision 262). Node's module hooks, `registerHooks`: they see static imports, `import()` and `require`.
import fs from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";

const dir = process.env.VITRINA_LOADED_PACKAGES_DIR;
if (dir) {
  const file = path.join(dir, `${process.pid}.txt`);
  const seen = new Set<string>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      // Bare specifiers only (a package, or a path inside one): `pkg`, `pkg/sub`, `@scope/pkg/sub`.
      const name = /^(@[^/]+\/[^/]+|[^./][^/]*)/.exec(specifier)?.[1];
      if (name && !name.includes(":") && !seen.has(name)) {
        seen.add(name);
        fs.appendFileSync(file, `${name}\n`);
      }
      return nextResolve(specifier, context);
    },
  });
}

/** The packages process `pid` has loaded so far. */
export function loadedPackages(dirOfLists: string, pid: number): string[] {
  const file = path.join(dirOfLists, `${pid}.txt`);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
}
