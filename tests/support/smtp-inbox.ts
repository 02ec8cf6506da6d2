// A real SMTP server on a free local port that keeps every message it receives, for tests of the e-mails the
// app sends (password reset links).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Inbox {
  url: string;
  messages: Array<{ to: string; raw: string }>;
  close(): Promise<void>;
}

/** `port`: a fixed one (the browser suite's, chosen by playwright.config.ts); a free one by default. */
export async function startInbox(port = 0): Promise<Inbox> {
  const messages: Inbox["messages"] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  const listening = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
