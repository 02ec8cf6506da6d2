// The cluster's connections, handed to the worker with the fewest open (decision 242). Node's own round-robin gives
// each new connection to whichever worker acknowledges first, so the keep-alive connections of a burst (a proxy's
// pool, a load test's 20) end up 13 on one worker and 7 on the other, and the visitors of the busier one wait twice
// as long. Here the primary listens, counts the connections each worker has open (each worker says when one
// closes) and sends every new one to the least busy, in turn when they tie.
import type { Worker as ClusterWorker } from "node:cluster";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";

const CONNECTION = "vitrina:connection";
const CLOSED = "vitrina:closed";
const READY = "vitrina:ready";

type Message = { vitrina?: string } | undefined;
/** What the balancer uses of a cluster worker. */
type Worker = Pick<ClusterWorker, "send" | "isConnected" | "on" | "off">;

/** A connection that finds no worker ready (all of them restarting after crashes) is closed after this long. */
const WAIT_FOR_WORKER_MS = 10_000;

export interface Balancer {
  /** The worker is ready: it gets connections from now on. */
  add(worker: Worker): void;
  /** The worker is retiring or gone: it gets no more connections. */
  remove(worker: Worker): void;
  /** Stops accepting; connections waiting for a worker are closed. */
  close(): Promise<void>;
  /** Where it listens. */
  address(): AddressInfo;
}

/** Listens on the port for the workers; rejects with the listen error (EADDRINUSE, say). */
export async function listenBalanced(
  port: number,
  host: string,
  { waitForWorkerMs = WAIT_FOR_WORKER_MS } = {},
): Promise<Balancer> {
  /** The workers in rotation: the connections each has open, and its listener for the closes it reports. */
  const rotation = new Map<Worker, { open: number; onMessage: (message: Message) => void }>();
  const waiting = new Set<net.Socket>(); // accepted while no worker is ready
  let turn = 0;

  const leastBusy = () => {
    const workers = [...rotation].filter(([w]) => w.isConnected());
    let best: (typeof workers)[number] | undefined;
    for (let i = 0; i < workers.length; i++) {
      const candidate = workers[(turn + i) % workers.length];
      if (best === undefined || candidate[1].open < best[1].open) best = candidate;
    }
    turn++;
    return best;
  };

  const handOut = (socket: net.Socket) => {
    const chosen = leastBusy();
    if (!chosen) {
      // Kept, unread, until a worker is ready; refused after a while rather than left hanging.
      waiting.add(socket);
      socket.once("close", () => waiting.delete(socket));
      socket.setTimeout(waitForWorkerMs, () => socket.destroy());
      return;
    }
    const [worker, entry] = chosen;
    socket.setTimeout(0);
    entry.open++;
    worker.send({ vitrina: CONNECTION }, socket, (err) => {
      if (!err) return;
      // The worker's channel closed before the socket left: it goes to another worker.
      balancer.remove(worker);
      if (!socket.destroyed) handOut(socket);
    });
  };

  const server = net.createServer({ pauseOnConnect: true }, handOut);
  // A client that resets before its turn is only a closed socket.
  server.on("connection", (socket) => socket.on("error", () => socket.destroy()));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });

  const balancer: Balancer = {
    add(worker) {
      const entry = {
        open: 0,
        onMessage: (message: Message) => {
          if (message?.vitrina === CLOSED) entry.open = Math.max(0, entry.open - 1);
        },
      };
      rotation.set(worker, entry);
      worker.on("message", entry.onMessage);
      for (const socket of waiting) {
        waiting.delete(socket);
        handOut(socket);
      }
    },
    remove(worker) {
      const entry = rotation.get(worker);
      if (!entry) return;
      worker.off("message", entry.onMessage);
      rotation.delete(worker);
    },
    close() {
      for (const socket of waiting) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
    address: () => server.address() as AddressInfo,
  };
  return balancer;
}

/** Resolves true once the worker says it is ready for connections; false if it exits first (it printed why). */
export const workerReady = (worker: ClusterWorker) =>
  new Promise<boolean>((resolve) => {
    const onMessage = (message: Message) => {
      if (message?.vitrina !== READY) return;
      worker.off("message", onMessage);
      resolve(true);
    };
    worker.on("message", onMessage);
    worker.once("exit", () => resolve(false));
  });

/** The worker's end of the IPC channel to the primary: `process` in a cluster worker. */
export interface PrimaryChannel {
  on(event: "message", listener: (message: Message, socket?: net.Socket) => void): unknown;
  send?(message: Message): unknown;
  readonly connected?: boolean;
}

/**
 * In a worker: serves the connections the primary sends on this HTTP server, which listens on nothing itself,
 * and tells the primary it is ready and when each connection closes.
 */
export function receiveConnections(server: Server, channel: PrimaryChannel = process as PrimaryChannel): void {
  // http checks its headers and request timeouts (slow clients) from 'listening' on: this server never listens.
  server.emit("listening");
  channel.on("message", (message, socket) => {
    if (message?.vitrina !== CONNECTION || !socket) return;
    socket.once("close", () => {
      if (channel.connected) channel.send?.({ vitrina: CLOSED });
    });
    // What net does for the connections a listening server accepts (http's default): no Nagle delay on answers.
    socket.setNoDelay(true);
    server.emit("connection", socket);
    socket.resume();
  });
  channel.send?.({ vitrina: READY });
}
