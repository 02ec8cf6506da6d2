// This process as shared records name it (upload claims, job locks): `host|pid|boot id`, and whether such an
// owner is a process of this host that no longer runs (decisions 086 and 104).
import crypto from "node:crypto";
import os from "node:os";

const BOOT_ID = crypto.randomBytes(6).toString("hex");
/** This process: `host|pid|boot`. The boot id tells a restarted process that reused a pid from the old one. */
export const PROCESS_OWNER = `${os.hostname()}|${process.pid}|${BOOT_ID}`;

/**
 * True when the owner was a process of this host that no longer runs: a different boot with this process's
 * pid (a restart in a container reuses it), or a pid no process has. A live pid of another boot may be a
 * sibling process or an unrelated one that reused it: that record is left to its heartbeat.
 */
export function ownerIsGone(owner: string): boolean {
  const [host, pidText, boot] = owner.split("|");
  const pid = Number(pidText);
  if (host !== os.hostname() || !boot || boot === BOOT_ID || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}
