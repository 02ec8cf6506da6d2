// Validates an XML document against an XSD with xmllint (Debian's libxml2-utils; scripts/test.ts checks for it).
import { spawnSync } from "node:child_process";
import path from "node:path";

export const SCHEMAS_DIR = path.resolve(import.meta.dirname, "../../app/feeds/schemas");

/** xmllint's complaints about `xml` under `schemaFile` (a name in app/feeds/schemas): empty when it validates. */
export function xsdErrors(xml: string, schemaFile: string): string[] {
  const r = spawnSync("xmllint", ["--noout", "--nonet", "--schema", path.join(SCHEMAS_DIR, schemaFile), "-"], {
    input: xml,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  if (r.status === 0) return [];
  return r.stderr.split("\n").filter((line) => line && !line.endsWith("fails to validate"));
}
