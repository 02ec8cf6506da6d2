// sharp (libvips, +23 MB resident), loaded the first time an image is checked or encoded: a worker that only serves
// pages never loads it (decision 262).
import type Sharp from "sharp";
import { lazy } from "../runtime/process/lazy.ts";

export const loadSharp: () => Promise<typeof Sharp> = lazy(async () => (await import("sharp")).default);
