// The detail page's texts for English readers (decisions 176, 177): the listing's own English text or the Spanish
// one with a note; characteristics, the other-currency price and the WhatsApp message in English.
import { describe, expect, it } from "vitest";
import { serverT } from "../../../i18n/catalog.server.ts";
import { noCharacteristics } from "../../../properties/characteristics.ts";
import { enquiryWhatsappUrl } from "../../../properties/whatsapp.ts";
import { enquiryWords } from "./enquiry-words.server.ts";
import { shownCharacteristics, shownEquivalent, shownText } from "../../../i18n/listing-view.server.ts";

const en = serverT("en");
const listing = { name: "Casa del lago", description: "Frente al lago.", titleEn: null, descriptionEn: null };

describe("the detail page in English", () => {
  it("shows the English title and description when staff wrote them, else the Spanish with a note", () => {
    expect(shownText({ ...listing, titleEn: "Lake house", descriptionEn: "On the lake." }, "en")).toEqual({
      name: "Lake house",
      description: "On the lake.",
      note: null,
    });
    expect(shownText(listing, "en")).toEqual({
      name: "Casa del lago",
      description: "Frente al lago.",
      note: "Description available in Spanish only.",
    });
    expect(shownText({ ...listing, titleEn: "Lake house" }, "es").name).toBe("Casa del lago");
  });

  it("labels characteristics in English with English numbers; Spanish stays as before", () => {
    const c = {
      ...noCharacteristics(),
      superficie: 1250.5,
      patio: "Si",
      estado: "Muy Bueno",
      expensas: "Si",
      montoExpensas: 85000,
      comodidades: ["Pileta"],
    };
    const { groups, lists } = shownCharacteristics(c, "en", en);
    expect(groups.map((g) => g.title)).toEqual(["Rooms and areas", "The property", "Terms"]);
    const rows = Object.fromEntries(groups.flatMap((g) => g.rows.map((r) => [r.label, r.value])));
    expect(rows).toMatchObject({
      "Area (m²)": "1,250.5",
      Yard: "Yes",
      Status: "Very good",
      "Service charges amount": "$ 85,000 per month",
    });
    expect(lists).toEqual([{ title: "Amenities", rows: [{ key: "comodidades", label: "Pool", value: "Pool" }] }]);
    expect(shownCharacteristics(c, "es", serverT("es")).groups[0].rows[0]).toMatchObject({
      label: "Superficie (m²)",
      value: "1.250,5",
    });
  });

  it("words the other-currency price for English readers", () => {
    const rate = { value: 1200, name: "dólar MEP", date: "2026-11-20" };
    expect(shownEquivalent("USD", 100_000, rate, "en", en)).toBe("≈ $ 120,000,000 (MEP dollar rate of 11/20/2026)");
    expect(shownEquivalent("USD", 100_000, rate, "es", serverT("es"))).toBe(
      "≈ $ 120.000.000 (dólar MEP del 20/11/2026)",
    );
    expect(shownEquivalent("Consultar", null, rate, "en", en)).toBeNull();
    // The staff's Spanish name of the rate is worded in English too (issue 31: '(Oficial rate of …)').
    expect(shownEquivalent("USD", 100_000, { ...rate, name: "Oficial" }, "en", en)).toBe(
      "≈ $ 120,000,000 (official rate of 11/20/2026)",
    );
  });

  it("writes the WhatsApp message in English on English pages", () => {
    const url = enquiryWhatsappUrl(
      "5493515551234",
      { name: "Ann", email: "ann@example.com", phone: "+44 20 7946 0000", message: "Is it free in May?" },
      {
        id: "abcd1234",
        name: "Lake house",
        type: "Casa",
        typeText: "House",
        address: "Costanera 12",
        locality: "Embalse",
        price: "USD 95,000",
        description: "On the lake.",
        url: "https://sitio.test/en/propiedad/abcd1234",
        words: enquiryWords(en),
      },
    );
    const text = decodeURIComponent(url.split("?text=")[1]);
    expect(text.split("\n")).toEqual([
      "Hello, I am Ann. I would like to ask about this property:",
      "",
      "Lake house (code abcd1234)",
      "Type: House",
      "Address: Costanera 12, Embalse",
      "Price: USD 95,000",
      "Description: On the lake.",
      "https://sitio.test/en/propiedad/abcd1234",
      "",
      "Message: Is it free in May?",
      "",
      "My details:",
      "Name: Ann",
      "Email: ann@example.com",
      "Phone: +44 20 7946 0000",
    ]);
  });
});

describe("listingName", () => {
  it("is the English title on English pages when there is one", async () => {
    const { listingName } = await import("../../../i18n/listing-name.ts");
    expect(listingName({ name: "Casa", titleEn: "House" }, "en")).toBe("House");
    expect(listingName({ name: "Casa" }, "en")).toBe("Casa");
    expect(listingName({ name: "Casa", titleEn: "House" }, "es")).toBe("Casa");
  });
});
