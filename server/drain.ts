// Stops an HTTP server without failing a request (decision 105): it stops accepting connections, answers the
// requests it has with `Connection: close`, and closes a keep-alive connection only once it has been idle a while.
import type { Server } from "node:http";
import net, { type Socket } from "node:net";

/** A keep-alive connection idle this long is closed; a busy client gets `Connection: close` well before. */
const IDLE_GRACE_MS = 1_000;

type Answer = { headersSent: boolean; setHeader(name: string, value: string): unknown };
/**
 * The answer a connection is writing, kept on the connection itself (as Node keeps its own), not in a Set: in a bare
 * Express server, a Set of answers, each added and deleted within its request, had V8 carry every answer and all it
 * reaches to the old generation (4.6 MB per young collection, against 2 KB this way: decision 255).
 */
const ANSWERING = Symbol("answering");
type Connection = Socket & { [ANSWERING]?: Answer };

export interface Drainable {
  /** Resolves once every connection has ended. */
  drain(): Promise<void>;
}

/** Starts following the server's connections; call before it listens or is handed any. */
export function drainable(server: Server): Drainable {
  const idleSince = new Map<Socket, number>();
  const busy = new Map<Socket, number>();
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
    const socket: Connection = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    idleSince.delete(socket);
    socket[ANSWERING] = res;
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      if (socket[ANSWERING] === res) socket[ANSWERING] = undefined;
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) return void busy.set(socket, left);
      busy.delete(socket);
      if (!socket.destroyed) idleSince.set(socket, Date.now());
    });
  });

  return {
    drain() {
      draining = true;
      // A connection with requests in hand closes after its latest answer (earlier pipelined ones are already on
      // their way out in order).
      for (const socket of busy.keys()) {
        const res = (socket as Connection)[ANSWERING];
        if (res && !res.headersSent) res.setHeader("Connection", "close");
      }
      return new Promise((resolve) => {
        // net's close, not http's: http's would cut idle keep-alive connections at once, and a client sending
        // its next request on one at that moment would see the connection reset.
        let closed = !server.listening;
        if (!closed) net.Server.prototype.close.call(server, () => (closed = true));
        // The sweep closes idle keep-alive connections and says when the last one ended.
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
