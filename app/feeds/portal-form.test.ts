// 'Publicar en portales' through the property form's one schema: what the form sends is what gets stored, and a
// caller that does not show the choice (an import) leaves it as it was.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { demoInput, FORM_INPUT } from "../../tests/support/fixtures.ts";
import { shownFields } from "../activity/listing-changes.ts";
import { diffFields } from "../activity/record.server.ts";
import { toFormDefaults } from "../properties/form-defaults.ts";
import { propertyFormSchema } from "../properties/form-schema.ts";
import type { Property } from "../properties/types.ts";

const valid = { ...FORM_INPUT, featured: "No" };

function parse(extra: Record<string, string | string[]>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ ...valid, ...extra })) for (const item of [v].flat()) fd.append(k, item);
  const s = parseWithZod(fd, { schema: propertyFormSchema("create") });
  if (s.status !== "success") throw new Error(JSON.stringify(s.error));
  return s.value;
}

describe("Publicar en portales in the property form", () => {
  it("stores the switch and the portals left unchecked as skipped", () => {
    expect(parse({ portalsShown: "1", portalsPublish: "on", portals: "trovit" }).portals).toEqual({
      publish: true,
      skipped: [],
    });
    expect(parse({ portalsShown: "1", portals: [] }).portals).toEqual({ publish: false, skipped: ["trovit"] });
  });
  it("leaves the stored choice alone when the form did not show it", () => {
    expect(parse({}).portals).toBeUndefined();
  });
  it("shows a stored listing's choice, and on with every portal by default", () => {
    const p = { portals: { publish: false, skipped: ["trovit"] } } as unknown as Property;
    const defaults = toFormDefaults({ ...p, characteristics: {} } as Property);
    expect(defaults.portalsPublish).toBeUndefined();
    expect(defaults.portals).toEqual([]);
    const fresh = toFormDefaults({ characteristics: {} } as unknown as Property);
    expect(fresh.portalsPublish).toBe("on");
    expect(fresh.portals).toEqual(["trovit"]);
  });
});

describe("Publicar en portales in the listing's history", () => {
  it("records a change of the switch or of the portals skipped, and nothing when the write does not name them", () => {
    const base = demoInput();
    const before = shownFields({ ...base, portals: { publish: true, skipped: [] } });
    expect(diffFields(before, shownFields({ ...base, portals: { publish: false, skipped: ["trovit"] } }))).toEqual([
      { field: "Publicar en portales", from: "Sí", to: "No" },
      { field: "Portales omitidos", from: "", to: "Trovit" },
    ]);
    expect(diffFields(before, shownFields(base))).toEqual([]);
  });
});
