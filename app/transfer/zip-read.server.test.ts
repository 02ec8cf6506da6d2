import { describe, expect, it } from "vitest";
import { makeZip } from "../../tests/support/zip.ts";
import { openZip, ZipUnreadable } from "./zip-read.server.ts";

describe("photos ZIP reader", () => {
  it("lists the files and inflates one on demand, within its size cap", async () => {
    const big = Buffer.alloc(100_000, 7);
    const zip = openZip(
      makeZip([
        { name: "fotos/casa-1.jpg", data: Buffer.from("hola") },
        { name: "b.bin", data: big },
      ]),
    );
    expect(zip.names).toEqual(["fotos/casa-1.jpg", "b.bin"]);
    expect((await zip.read("fotos/casa-1.jpg", 10))?.toString()).toBe("hola");
    expect(await zip.read("b.bin", 1000)).toBeNull();
    expect((await zip.read("b.bin", 200_000))?.equals(big)).toBe(true);
    expect(await zip.read("nada.jpg", 10)).toBeNull();
  });

  it("refuses what is not a ZIP, and a damaged entry", async () => {
    expect(() => openZip(Buffer.from("no soy un zip, solo texto largo suficiente"))).toThrow(ZipUnreadable);
    const zip = makeZip([{ name: "a.txt", data: Buffer.from("contenido que se va a dañar") }]);
    zip[35] ^= 0xff;
    await expect(openZip(zip).read("a.txt", 1000)).rejects.toThrow(ZipUnreadable);
  });
});
