// Sends alert e-mails by SMTP (nodemailer) over SMTP_URL, from the agency's name; without it, to the server log.
import { log } from "../log/logger.server.ts";
import { smtpSender } from "../mail/smtp.server.ts";
import type { Mail } from "./mail.server.ts";

export type SendMail = (mail: Mail) => Promise<void>;

/** `address`: the agency's e-mail (AGENCY_EMAIL); the name is the one saved in 'Configuración'. */
export function createAlertTransport(options: { smtpUrl?: string; address: string }): SendMail {
  if (!options.smtpUrl) {
    return async (mail) => {
      log.info(`Aviso por correo a ${mail.to} (SMTP_URL no está definido): ${mail.subject}\n${mail.text}`);
    };
  }
  const send = smtpSender(options.smtpUrl);
  return async (mail) => {
    const { fromName, ...message } = mail;
    await send({ from: { name: fromName, address: options.address }, ...message });
  };
}
