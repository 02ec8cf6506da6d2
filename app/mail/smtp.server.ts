// Sends a message by SMTP over SMTP_URL (nodemailer): the password-reset, lead and alert mailers share it. nodemailer
// (+27 MB resident) is loaded and the transport made on the first message, not when the server starts (decision 262).
import type { SendMailOptions } from "nodemailer";
import { lazy } from "../runtime/process/lazy.ts";

export type SendSmtp = (message: SendMailOptions) => Promise<void>;

export function smtpSender(smtpUrl: string): SendSmtp {
  const transport = lazy(async () => (await import("nodemailer")).default.createTransport(smtpUrl));
  return async (message) => {
    await (await transport()).sendMail(message);
  };
}
