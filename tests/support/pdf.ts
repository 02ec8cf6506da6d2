// Reading a PDF as a person would check it: its text (unpdf) and the QR codes among its images (jsQR).
import jsQR from "jsqr";
import sharp from "sharp";
import { extractImages, extractText } from "unpdf";

export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await extractText(pdf.slice(), { mergePages: true })).text;
}

/** The first QR code found among the first page's images, decoded. */
export async function pdfQrCode(pdf: Uint8Array): Promise<string | null> {
  return (await pdfQrCodes(pdf))[0] ?? null;
}

/** Every QR code among the first page's images, decoded (unpdf gives raw pixels: 1, 3 or 4 channels). */
export async function pdfQrCodes(pdf: Uint8Array): Promise<string[]> {
  const found: string[] = [];
  for (const img of await extractImages(pdf.slice(), 1)) {
    const rgba = await sharp(Buffer.from(img.data), {
      raw: { width: img.width, height: img.height, channels: img.channels },
    })
      .ensureAlpha()
      .raw()
      .toBuffer();
    const code = jsQR(new Uint8ClampedArray(rgba), img.width, img.height);
    if (code) found.push(code.data);
  }
  return found;
}
