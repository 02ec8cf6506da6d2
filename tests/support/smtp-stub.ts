// The browser suite's mail server (SMTP_URL of the e2e server): a real local SMTP server (smtp-inbox.ts) that keeps
// what it receives; GET /correo on its HTTP port returns the messages as JSON, for the specs to read.
import http from "node:http";
import { startInbox } from "./smtp-inbox.ts";

const smtpPort = Number(process.env.SMTP_STUB_PORT);
const httpPort = Number(process.env.SMTP_STUB_HTTP_PORT);
if (!smtpPort || !httpPort)
  throw new Error("SMTP_STUB_PORT / SMTP_STUB_HTTP_PORT no están definidos (playwright.config.ts)");

const inbox = await startInbox(smtpPort);
http
  .createServer((req, res) => {
    if (req.url !== "/correo") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(inbox.messages));
  })
  .listen(httpPort, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
