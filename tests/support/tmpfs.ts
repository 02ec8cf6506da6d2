// A small tmpfs to fill up for real: disk-full tests point DATA_DIR (or a storage root) at it. Mounting needs
// root, as the test machines and CI run; elsewhere `tmpfsUnavailable` says why the tests are skipped.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function probe(): string | null {
  if (process.getuid?.() !== 0) return "mounting a tmpfs needs root";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-tmpfs-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", dir], { stdio: "pipe" });
    execFileSync("umount", [dir], { stdio: "pipe" });
    return null;
  } catch (err) {
    return `mount -t tmpfs failed: ${(err as Error).message.split("\n")[0]}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Why tmpfs tests cannot run here, or null when they can (checked once, at import). */
export const tmpfsUnavailable = probe();

export interface Tmpfs {
  dir: string;
  /** Fills the disk until a write fails, leaving `leaveBytes` free (rounded to whole pages). */
  fill(leaveBytes?: number): void;
  /** Removes what fill() wrote. */
  free(): void;
  /** Every `*.tmp` file under the mount, relative to it. */
  tempFiles(): string[];
  unmount(): void;
}

export function mountTmpfs(sizeMb: number): Tmpfs {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-tmpfs-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m`, "tmpfs", dir]);
  const filler = path.join(dir, "relleno.bin");
  const spacer = path.join(dir, "reserva.bin");
  const writeUntilFull = (file: string) => {
    const fd = fs.openSync(file, "a");
    try {
      for (const size of [1 << 20, 64 << 10, 4 << 10, 1]) {
        const chunk = Buffer.alloc(size, 1);
        for (;;) {
          try {
            fs.writeSync(fd, chunk);
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code === "ENOSPC") break;
            throw err;
          }
        }
      }
    } finally {
      fs.closeSync(fd);
    }
  };
  return {
    dir,
    fill(leaveBytes = 0) {
      if (leaveBytes > 0) fs.writeFileSync(spacer, Buffer.alloc(leaveBytes, 1));
      writeUntilFull(filler);
      fs.rmSync(spacer, { force: true });
    },
    free() {
      fs.rmSync(filler, { force: true });
      fs.rmSync(spacer, { force: true });
    },
    tempFiles() {
      return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".tmp"));
    },
    unmount() {
      execFileSync("umount", ["-l", dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
