// Stops an HTTP server without failing a request (decision 105): it stops accepting connections, answers the
// requests it has with `Connection: close`, and closes a keep-alive connection only once it has been idle a while.
import type { Server } from "node:http";
import net, { type Socket } from "node:net";

/** A keep-alive connection idle this long is closed; a busy client gets `Connection: close` well before. */
const IDLE_GRACE_MS = 1_000;

export interface Drainable {
  /** Resolves once every connection has ended. */
  drain(): Promise<void>;
}

/** Starts following the server's connections; call before it listens. */
export function drainable(server: Server): Drainable {
  const idleSince = new Map<Socket, number>();
  const busy = new Map<Socket, number>();
  const unanswered = new Set<{ headersSent: boolean; setHeader(name: string, value: string): unknown }>();
  let draining = false;

  server.on("connection", (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.on("close", () => {
      idleSince.delete(socket);
      busy.delete(socket);
    });
  });
  // Before the app's own listener, so the header is set before anything is written.
  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    idleSince.delete(socket);
    unanswered.add(res);
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      unanswered.delete(res);
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) return void busy.set(socket, left);
      busy.delete(socket);
      if (!socket.destroyed) idleSince.set(socket, Date.now());
    });
  });

  return {
    drain() {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
      return new Promise((resolve) => {
        // net's close, not http's: http's would cut idle keep-alive connections at once, and a client sending
        // its next request on one at that moment would see the connection reset.
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweep);
          resolve();
        });
        const sweep = setInterval(() => {
          const now = Date.now();
          for (const [socket, since] of idleSince) if (now - since >= IDLE_GRACE_MS) socket.destroy();
        }, 100);
      });
    },
  };
}
