// Liveness: 200 "ok" whenever the process answers HTTP. A database outage or a full disk is not fixed by
// restarting, so those are readiness problems, reported by /readyz (docs/decisions/102).
export function loader() {
  return new Response("ok", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
