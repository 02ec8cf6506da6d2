// The process's lead mailer, built from the settings (SMTP_URL, the agency's name and address as sender).
import { runtime } from "../runtime/process/runtime.server.ts";
import { createLeadMailer, type SendLeadMail } from "./notify.server.ts";

let current: { key: string; send: SendLeadMail } | undefined;

export function leadMailer(): SendLeadMail {
  return async (mail) => {
    const s = (await runtime()).settings;
    const key = `${s.SMTP_URL ?? ""}|${s.AGENCY_NAME}|${s.AGENCY_EMAIL}`;
    if (current?.key !== key) {
      current = {
        key,
        send: createLeadMailer({ smtpUrl: s.SMTP_URL, from: `"${s.AGENCY_NAME}" <${s.AGENCY_EMAIL}>` }),
      };
    }
    await current.send(mail);
  };
}
