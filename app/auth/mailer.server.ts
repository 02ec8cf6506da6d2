// Sends the password-reset link: by SMTP (nodemailer) when SMTP_URL is set, otherwise to the server log.
import { log as serverLog } from "../log/logger.server.ts";
import { smtpSender } from "../mail/smtp.server.ts";

export interface ResetMail {
  to: string;
  name: string;
  url: string;
}

export type SendResetMail = (mail: ResetMail) => Promise<void>;

export function resetMailText({ name, url }: ResetMail, agency: string): string {
  return [
    `Hola ${name}:`,
    "",
    `Recibimos un pedido para restablecer tu contraseña de ${agency}.`,
    "Abrí este enlace dentro de la próxima hora para elegir una nueva (sirve una sola vez):",
    "",
    url,
    "",
    "Si no lo pediste, ignorá este mensaje: tu contraseña no cambia.",
  ].join("\n");
}

export function createResetMailer(options: {
  smtpUrl?: string;
  from: string;
  agency: string;
  log?: (line: string) => void;
}): SendResetMail {
  const log = options.log ?? ((line: string) => serverLog.info(line));
  if (!options.smtpUrl) {
    return async (mail) => {
      log(`Enlace para restablecer la contraseña de ${mail.to} (SMTP_URL no está definido): ${mail.url}`);
    };
  }
  const send = smtpSender(options.smtpUrl);
  return async (mail) => {
    await send({
      from: options.from,
      to: mail.to,
      subject: `Restablecer tu contraseña de ${options.agency}`,
      text: resetMailText(mail, options.agency),
    });
  };
}
