// What the dashboard home says about backups (decision 100): when the last good one ended, in agency time, and a
// warning when it is older than two days, or when scheduled backups are on and none has been made yet.
import { changedAt } from "../properties/change-notice.ts";

export const STALE_AFTER_MS = 2 * 24 * 3600_000;

export interface BackupNotice {
  text: string;
  warning: boolean;
}

export function backupNotice(lastGoodAt: string | null, scheduled: boolean, now = new Date()): BackupNotice {
  if (!lastGoodAt) {
    return scheduled
      ? { text: "Todavía no hay ninguna copia de seguridad. Avisá al administrador del sitio.", warning: true }
      : { text: "Las copias de seguridad automáticas no están activadas.", warning: false };
  }
  const when = changedAt(lastGoodAt);
  if (now.getTime() - Date.parse(lastGoodAt) > STALE_AFTER_MS) {
    return {
      text: `La última copia de seguridad es del ${when}: tiene más de dos días. Avisá al administrador del sitio.`,
      warning: true,
    };
  }
  return { text: `Última copia de seguridad: ${when}.`, warning: false };
}
