// Draws a listing's ficha, one A4 page with pdfkit: agency and contact, photos, key data, description, price and a
// QR code to the listing. Text goes through pdfText (standard fonts, WinAnsi: docs/decisions/153).
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { characteristicRows } from "../properties/characteristics.ts";
import { LISTING_FIELDS } from "../properties/listing-fields.ts";
import { typeLabel } from "../properties/type-labels.ts";
import type { Property } from "../properties/types.ts";
import { msg } from "../i18n/msg.ts";
import { SPANISH, type Wording } from "../i18n/wording.ts";
import { pdfText as t } from "./pdf-text.ts";

export interface FichaAgency {
  name: string;
  address: string;
  phone: string;
  email: string;
  accent: string;
}

export interface FichaInput {
  property: Pick<Property, "name" | "type" | "state" | "address" | "locality" | "description" | "characteristics">;
  priceText: string;
  url: string;
  agency: FichaAgency;
  /** JPEGs: the main photo first (fichaPhotos). */
  photos: Buffer[];
  /**
   * The reader's language (docs/decisions/210): labels, state, type and characteristics through its catalogue.
   * Name, description, price and URL come already in it. Spanish when not given.
   */
  wording?: Wording;
  /** A line printed before the description, such as 'Description available in Spanish only.'. */
  descriptionNote?: string | null;
}

const A4 = { width: 595.28, height: 841.89 };
const M = 40;
const W = A4.width - 2 * M;
const INK = "#1e293b";
const MUTED = "#475569";
// lucide's "house" icon (24×24), the site's logo mark (app/ui/logo.tsx).
const HOUSE = [
  "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8",
  "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
];

function header(doc: PDFKit.PDFDocument, agency: FichaAgency, say: Wording["t"]) {
  doc.roundedRect(M, M, 30, 30, 6).fill(agency.accent);
  doc
    .save()
    .translate(M + 5, M + 5)
    .scale(20 / 24)
    .lineWidth(2)
    .strokeColor("#ffffff");
  for (const d of HOUSE) doc.path(d).stroke();
  doc.restore();
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(15)
    .text(t(agency.name), M + 40, M + 8, { width: 250 });
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      [agency.address, say(msg("Tel. {phone}"), { phone: agency.phone }), agency.email].map(t).join("\n"),
      M + 290,
      M,
      {
        width: W - 290,
        align: "right",
      },
    );
}

export async function drawFicha(input: FichaInput): Promise<Buffer> {
  const { property: p, priceText, url, agency, photos, wording = SPANISH, descriptionNote } = input;
  const say = wording.t;
  const typeText = say(typeLabel(p.type));
  const stateText = say(p.state);
  const doc = new PDFDocument({
    size: "A4",
    margin: M,
    lang: wording.locale === "en" ? "en" : "es-AR",
    info: { Title: t(p.name), Author: t(agency.name), Subject: t(say(msg("Ficha de la propiedad"))) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  header(doc, agency, say);
  let y = M + 48;
  doc
    .moveTo(M, y)
    .lineTo(M + W, y)
    .lineWidth(0.5)
    .strokeColor("#cbd5e1")
    .stroke();
  y += 10;
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(9)
    .text(t(`${stateText} · ${typeText}`), M, y);
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(t(p.name), M, y + 13, { width: W - 170 });
  const titleEnd = doc.y;
  doc
    .fillColor(agency.accent)
    .fontSize(18)
    .text(t(priceText), M + W - 170, y + 13, { width: 170, align: "right" });
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(10)
    .text(t(`${p.address}, ${p.locality}`), M, titleEnd + 2);
  y = doc.y + 10;

  const [main, ...more] = photos;
  if (main) {
    doc.image(main, M, y, { width: W, height: 290 });
    y += 296;
  }
  if (more.length) {
    const w = (W - 12) / 3;
    for (const [i, img] of more.entries()) doc.image(img, M + i * (w + 6), y, { width: w, height: w / 1.5 });
    y += w / 1.5 + 12;
  }

  // Left: key data and description; right: the listing's links and the QR code to the listing.
  const rightTop = y;
  const qrSize = 110;
  const colW = W - qrSize - 20;
  const rows = [
    { label: say(msg("Tipo")), value: typeText },
    { label: say(msg("Operación")), value: stateText },
    ...characteristicRows(p.characteristics, wording),
  ];
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(t(say(msg("Datos principales"))), M, y);
  const half = Math.ceil(rows.length / 2);
  const top = doc.y + 3;
  rows.forEach((r, i) => {
    const x = M + (i < half ? 0 : colW / 2);
    const ry = top + (i % half) * 13;
    const label = `${t(r.label)}: `;
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(label, x, ry, { lineBreak: false });
    const lw = doc.widthOfString(label);
    // One line per row, cut with an ellipsis, so a long value never runs into the other column or the QR code.
    doc
      .font("Helvetica-Bold")
      .fillColor(INK)
      .text(t(r.value), x + lw, ry, { width: colW / 2 - 8 - lw, height: 11, ellipsis: true });
  });
  y = top + half * 13 + 8;
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text(t(say(msg("Descripción"))), M, y);
  if (descriptionNote)
    doc
      .font("Helvetica-Oblique")
      .fontSize(9)
      .fillColor(MUTED)
      .text(t(descriptionNote), M, doc.y + 3, { width: colW });
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(INK)
    .text(t(p.description), M, doc.y + 3, { width: colW, height: A4.height - M - 24 - doc.y, ellipsis: true });

  const qr = await QRCode.toBuffer(url, { type: "png", margin: 1, width: 330, errorCorrectionLevel: "M" });
  const urlY = A4.height - M - 10;
  const qrY = urlY - qrSize - 6;
  doc.image(qr, M + W - qrSize, qrY, { width: qrSize, height: qrSize });
  await drawLinkCodes(doc, p.characteristics, { top: rightTop, bottom: qrY - 6 }, say);
  // One line under the QR, right-aligned: the address a reader can also type.
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(MUTED)
    .text(t(url), M + W / 2, urlY, { width: W / 2, align: "right", lineBreak: false, link: url });
  doc.end();
  return done;
}

/** The listing's links the definition prints as QR codes (a video, a tour), each under its label, in the right
 * column between the photos and the listing's own QR code: smaller when that space is short. */
async function drawLinkCodes(
  doc: PDFKit.PDFDocument,
  c: Property["characteristics"],
  space: { top: number; bottom: number },
  say: Wording["t"],
) {
  const values = c as unknown as Record<string, string | null>;
  const links = LISTING_FIELDS.filter((f) => f.outputs.ficha === "qr" && values[f.key]);
  if (!links.length) return;
  const step = Math.min(86, (space.bottom - space.top) / links.length);
  const size = step - 14;
  for (const [i, f] of links.entries()) {
    const y = space.top + i * step;
    const code = await QRCode.toBuffer(values[f.key]!, {
      type: "png",
      margin: 1,
      width: 210,
      errorCorrectionLevel: "M",
    });
    doc
      .font("Helvetica-Bold")
      .fontSize(8)
      .fillColor(MUTED)
      .text(t(say(f.changeLabel!)), M + W - 110, y, { width: 110, align: "right", lineBreak: false });
    doc.image(code, M + W - size, y + 11, { width: size, height: size, link: values[f.key]! });
  }
}
