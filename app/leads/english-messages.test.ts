import { describe, expect, it } from "vitest";
import { leadInputSchema } from "./schema.ts";
import { leadErrorsFor } from "./english-messages.ts";

describe("a refused enquiry's messages on English pages", () => {
  it("are English for every message the schema gives, Spanish on Spanish pages", () => {
    const bad = {
      propertyId: "x",
      name: "x".repeat(81),
      email: "ana@example",
      phone: "12",
      message: " ",
      stayFrom: "2026-02-30x",
      sourcePage: "/propiedad/x",
    };
    const parsed = leadInputSchema.safeParse(bad);
    if (parsed.success) throw new Error("accepted");
    const errors: Record<string, string> = {};
    for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
    const english = leadErrorsFor("en", errors);
    expect(english).toEqual({
      propertyId: "The property is not valid.",
      name: "At most 80 characters",
      email: "Email is not valid.",
      phone: "Phone is not valid.",
      message: "Message is required.",
      stayFrom: "The date is not valid.",
    });
    expect(leadErrorsFor("es", errors)).toBe(errors);
  });
});
