// A JPEG with photo-like detail for the benchmarks: grey noise softened by a blur, so it compresses and resizes
// like a real photo rather than a flat colour.
import sharp from "sharp";

export function photoLikeJpeg(o: { width: number; height: number; sigma: number; quality: number }): Promise<Buffer> {
  return sharp({
    create: {
      width: o.width,
      height: o.height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 120, sigma: o.sigma },
    },
  })
    .blur(0.8)
    .jpeg({ quality: o.quality })
    .toBuffer();
}
