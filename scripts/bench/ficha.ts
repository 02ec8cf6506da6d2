// Time to make a listing's ficha PDF when it is not cached (four photos read from storage and resized, the page
// drawn, the QR code made), and its size.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drawFicha } from "../../app/ficha/draw.server.ts";
import { fichaPhotos } from "../../app/ficha/photos.server.ts";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { masterName } from "../../app/photos/variants.ts";
import { CHARACTERISTICS } from "../../app/properties/characteristics.ts";
import { photoLikeJpeg } from "./photo-like-jpeg.ts";
import { ms, timeMany } from "./stats.ts";

const RUNS = Number(process.env.BENCH_FICHA_RUNS ?? 5);
const ID = "b0b0b0b0";

export async function benchFicha(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-ficha-"));
  try {
    const storage = diskStorage(dir);
    const photos = [1, 2, 3, 4].map((n) => ({ n, width: 2000, height: 1333 }));
    for (const p of photos) {
      const jpeg = await photoLikeJpeg({ width: 2000, height: 1333, sigma: 40, quality: 85 });
      await storage.put(`${ID}/${masterName(p.n)}`, jpeg);
    }
    const value = (kind: string) =>
      kind === "url" ? "https://www.youtube.com/watch?v=dQw4w9WgXcQ" : kind === "text" ? "Sí" : 3;
    const characteristics = Object.fromEntries(CHARACTERISTICS.map((c) => [c.key, value(c.kind)]));
    const make = async () =>
      drawFicha({
        property: {
          name: "Casa con pileta y vista a las sierras",
          type: "Casa",
          state: "Venta",
          address: "Av. Julio A. Roca 845",
          locality: "Villa General Belgrano",
          description: "Amplia casa de campo con pileta, quincho y parque. ".repeat(20),
          characteristics: characteristics as never,
        },
        priceText: "USD 185.000",
        url: `https://inmobiliaria.example/propiedad/${ID}`,
        agency: {
          name: "Inmobiliaria Sierras",
          address: "Av. San Martín 1250",
          phone: "03546 46-1234",
          email: "a@b.ar",
          accent: "#0f5c4d",
        },
        photos: await fichaPhotos(storage, ID, photos),
      });
    const size = (await make()).length;
    const t = await timeMany(RUNS, make);
    console.log(
      `[ficha] uncached, 4 photos of 2000×1333: p50 ${ms(t.p50)}  mean ${ms(t.mean)} (${RUNS} runs); ` +
        `${(size / 1024).toFixed(0)} KB`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
