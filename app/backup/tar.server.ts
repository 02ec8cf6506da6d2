// A minimal tar (ustar) writer and reader, so a backup is a plain .tar.gz any `tar` can list and extract,
// without an npm dependency: regular files only, names up to 100 bytes, each entry held in memory.
import type { Readable, Writable } from "node:stream";

const BLOCK = 512;

function field(header: Buffer, offset: number, length: number, value: string) {
  header.write(value, offset, length, "utf8");
}

/** An octal number, zero-padded, ending in NUL, as ustar wants it. */
function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`Nombre demasiado largo para el archivo tar: ${name}`);
  if (size > 0o77777777777) throw new Error(`Entrada demasiado grande para el archivo tar: ${name}`);
  const h = Buffer.alloc(BLOCK);
  field(h, 0, 100, name);
  field(h, 100, 8, octal(0o644, 8));
  field(h, 108, 8, octal(0, 8));
  field(h, 116, 8, octal(0, 8));
  field(h, 124, 12, octal(size, 12));
  field(h, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  field(h, 148, 8, "        "); // the checksum counts its own field as spaces
  field(h, 156, 1, "0");
  field(h, 257, 6, "ustar\0");
  field(h, 263, 2, "00");
  let sum = 0;
  for (const byte of h) sum += byte;
  field(h, 148, 8, `${sum.toString(8).padStart(6, "0")}\0 `);
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes tar entries to a stream (a gzip stream, say), honouring its back-pressure. */
export class TarWriter {
  #out: Writable;
  #mtime = new Date();

  constructor(out: Writable) {
    this.#out = out;
  }

  async #write(chunk: Buffer): Promise<void> {
    if (chunk.length === 0) return;
    if (!this.#out.write(chunk)) {
      await new Promise<void>((resolve, reject) => {
        const done = (err?: Error) => {
          this.#out.off("drain", done);
          this.#out.off("error", done);
          if (err) reject(err);
          else resolve();
        };
        this.#out.once("drain", done);
        this.#out.once("error", done);
      });
    }
  }

  async add(name: string, data: Buffer): Promise<void> {
    await this.#write(header(name, data.length, this.#mtime));
    await this.#write(data);
    await this.#write(padding(data.length));
  }

  /** The two zero blocks that end an archive; the caller ends the stream. */
  async finish(): Promise<void> {
    await this.#write(Buffer.alloc(BLOCK * 2));
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/** Reads the entries of a tar stream in order; throws on a damaged header or a stream that ends early. */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  let buffered: Buffer[] = [];
  let length = 0;
  const source = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const take = async (n: number): Promise<Buffer | null> => {
    while (length < n) {
      const next = await source.next();
      if (next.done) return null;
      buffered.push(next.value);
      length += next.value.length;
    }
    const all = buffered.length === 1 ? buffered[0] : Buffer.concat(buffered, length);
    buffered = [all.subarray(n)];
    length -= n;
    return all.subarray(0, n);
  };
  for (;;) {
    const h = await take(BLOCK);
    if (!h) throw new Error("el archivo termina antes de tiempo");
    if (h.every((b) => b === 0)) return;
    const stored = Number.parseInt(h.toString("ascii", 148, 156).replace(/\0.*$/, "").trim(), 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
    if (stored !== sum) throw new Error("encabezado tar dañado");
    const name = h.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    const size = Number.parseInt(h.toString("ascii", 124, 136).replace(/\0.*$/, "").trim() || "0", 8);
    const data = await take(size);
    const pad = await take(padding(size).length);
    if (!data || !pad) throw new Error("el archivo termina antes de tiempo");
    // Only regular files are ours; anything else (a directory someone added) is skipped.
    const type = h.toString("ascii", 156, 157);
    if (type === "0" || type === "\0") yield { name, data: Buffer.from(data) };
  }
}
