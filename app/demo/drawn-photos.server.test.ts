// The demo's drawings are processed once and kept: the second seed reads the same bytes back without drawing; a
// changed drawing is drawn again; a folder that cannot be written changes nothing but the speed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { processPhoto } from "../photos/pipeline.server.ts";
import { loadSharp } from "../photos/sharp.server.ts";
import { drawnPhoto } from "./drawn-photos.server.ts";
import { SCENES, sceneSvg } from "./scenes.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-drawn-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function counted(svg: string, into: string | null) {
  let draws = 0;
  const photo = await drawnPhoto(
    svg,
    async () => {
      draws++;
      const sharp = await loadSharp();
      return processPhoto(await sharp(Buffer.from(svg)).png().toBuffer());
    },
    into,
  );
  return { photo, draws };
}

describe("the demo's drawn photos", () => {
  it("are drawn once and read back byte for byte", async () => {
    const svg = sceneSvg(SCENES[0]);
    const first = await counted(svg, root);
    const second = await counted(svg, root);
    expect([first.draws, second.draws]).toEqual([1, 0]);
    expect(second.photo.master.equals(first.photo.master)).toBe(true);
    expect(second.photo.og.equals(first.photo.og)).toBe(true);
    expect(second.photo.variants.map((v) => v.width)).toEqual(first.photo.variants.map((v) => v.width));
    expect(second.photo.variants.every((v, i) => v.data.equals(first.photo.variants[i].data))).toBe(true);
    expect([second.photo.width, second.photo.height]).toEqual([first.photo.width, first.photo.height]);
    expect(fs.readdirSync(root)).toHaveLength(1); // no partial folder left behind
  });

  it("draws a changed drawing again", async () => {
    expect((await counted(sceneSvg(SCENES[1]), root)).draws).toBe(1);
  });

  it("draws every time where nothing can be kept", async () => {
    const file = path.join(root, "un-archivo");
    fs.writeFileSync(file, "");
    const svg = sceneSvg(SCENES[2]);
    expect((await counted(svg, path.join(file, "dentro"))).draws).toBe(1);
    expect((await counted(svg, path.join(file, "dentro"))).draws).toBe(1);
    expect((await counted(svg, null)).draws).toBe(1);
  });
});
