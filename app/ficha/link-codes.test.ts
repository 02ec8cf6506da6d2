// The ficha prints the listing's links (Video, Tour virtual) as QR codes with their labels, beside the listing's own.
import { describe, expect, it } from "vitest";
import { pdfQrCodes, pdfText } from "../../tests/support/pdf.ts";
import { noCharacteristics } from "../properties/characteristics.ts";
import { drawFicha } from "./draw.server.ts";

const agency = {
  name: "Inmobiliaria",
  address: "Belgrano 1",
  phone: "+54 351 000",
  email: "a@b.test",
  accent: "#0f766e",
};
const listing = {
  name: "Casa con video",
  type: "Casa",
  state: "Venta",
  address: "Belgrano 120",
  locality: "Amboy",
  description: "Luminosa.",
};
const url = "https://sitio.test/propiedad/abcd1234";

describe("the ficha's link codes", () => {
  it("has a QR code for the video and the tour, with their labels, and the listing's own", async () => {
    const video = "https://youtu.be/dQw4w9WgXcQ";
    const tour = "https://my.matterport.com/show/?m=SxQL3iGyoDo";
    const characteristics = { ...noCharacteristics(), video, tourVirtual: tour };
    const pdf = await drawFicha({
      property: { ...listing, characteristics },
      priceText: "USD 1",
      url,
      agency,
      photos: [],
    });
    expect((await pdfQrCodes(new Uint8Array(pdf))).sort()).toEqual([url, tour, video].sort());
    const text = await pdfText(new Uint8Array(pdf));
    expect(text).toContain("Video");
    expect(text).toContain("Tour virtual");
  });

  it("has only the listing's code when it has no links", async () => {
    const pdf = await drawFicha({
      property: { ...listing, characteristics: noCharacteristics() },
      priceText: "USD 1",
      url,
      agency,
      photos: [],
    });
    expect(await pdfQrCodes(new Uint8Array(pdf))).toEqual([url]);
  });
});
