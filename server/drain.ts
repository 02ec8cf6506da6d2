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

/** Starts following the server's connections; call before it listens or is handed any. */
export function drainable(server: Server): Drainable {
  const idleSince = new Map<Socket, number>();
  const busy = new Map<Socket, number>();
  const unanswered = new Set<{ headersSent: boolean; setHeader(name: string, value: string): unknown }>();
  let draining = false;

  // Every open connection is in exactly one of idleSince and busy until it closes.
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
        let closed = !server.listening;
        if (!closed) net.Server.prototype.close.call(server, () => (closed = true));
        // A cluster worker's server listens on nothing (its connections come from the primary, decision 242), so
        // net cannot say when the last one ended: the sweep does. It runs at least once, so a connection the
        // primary sent just before the signal has arrived.
        const sweep = setInterval(() => {
          const now = Date.now();
          for (const [socket, since] of idleSince) if (now - since >= IDLE_GRACE_MS) socket.destroy();
          if (closed && idleSince.size === 0 && busy.size === 0) {
            clearInterval(sweep);
            resolve();
          }
        }, 100);
      });
    },
  };
}
