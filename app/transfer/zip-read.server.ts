// Reads the photos ZIP of 'Importar' with node:zlib alone (decision 147): the central directory lists the files,
// each one is inflated only when asked for, asynchronously (off the event loop) and capped at its declared size,
// so a ZIP bomb or a lying header cannot fill memory. Stored (0) and deflated (8) entries; no ZIP64, no encryption.
import { promisify } from "node:util";
import zlib from "node:zlib";

const inflateRaw = promisify(zlib.inflateRaw);

export class ZipUnreadable extends Error {}

interface Entry {
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export interface ZipArchive {
  /** File names as stored ('fotos/casa-1.jpg'); folders left out. */
  names: string[];
  /** The file's bytes, or null when there is no such file or it is larger than `maxBytes`. */
  read(name: string, maxBytes: number): Promise<Buffer | null>;
}

const UNREADABLE = "El ZIP de fotos no se puede leer (¿está dañado o no es un ZIP?).";

export function openZip(zip: Buffer): ZipArchive {
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Entry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new ZipUnreadable(UNREADABLE);
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString(flags & 0x800 ? "utf8" : "latin1", at + 46, at + 46 + nameLength);
    if (flags & 1) throw new ZipUnreadable("El ZIP de fotos tiene contraseña: subilo sin cifrar.");
    if (!name.endsWith("/"))
      entries.set(name, {
        method: zip.readUInt16LE(at + 10),
        crc: zip.readUInt32LE(at + 16),
        compressedSize: zip.readUInt32LE(at + 20),
        size: zip.readUInt32LE(at + 24),
        localOffset: zip.readUInt32LE(at + 42),
      });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return {
    names: [...entries.keys()],
    async read(name, maxBytes) {
      const e = entries.get(name);
      if (!e || e.size > maxBytes) return null;
      const local = e.localOffset;
      if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw new ZipUnreadable(UNREADABLE);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const raw = zip.subarray(start, start + e.compressedSize);
      let data: Buffer;
      try {
        if (e.method === 0) data = Buffer.from(raw);
        else if (e.method === 8) data = await inflateRaw(raw, { maxOutputLength: Math.max(1, e.size) });
        else throw new ZipUnreadable(`El ZIP usa una compresión que no se puede leer (${name}).`);
      } catch (err) {
        if (err instanceof ZipUnreadable) throw err;
        throw new ZipUnreadable(UNREADABLE);
      }
      if (data.length !== e.size || zlib.crc32(data) !== e.crc) throw new ZipUnreadable(UNREADABLE);
      return data;
    },
  };
}

function findEndOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) return at;
  }
  throw new ZipUnreadable(UNREADABLE);
}
