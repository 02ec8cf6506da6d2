// A one-time notice carried across a redirect ("Propiedad guardada."), in a short-lived cookie read once.
import { createCookie } from "react-router";
import { settings } from "../../runtime/process/env.server.ts";

const cookie = () =>
  createCookie("vitrina_aviso", {
    path: "/dashboard",
    httpOnly: true,
    sameSite: "lax",
    secure: settings().PUBLIC_URL.startsWith("https://"),
    maxAge: 60,
  });

export async function flashHeaders(message: string): Promise<HeadersInit> {
  return { "Set-Cookie": await cookie().serialize(message) };
}

/** The pending notice, if any, and the header that clears it. */
export async function readFlash(request: Request): Promise<{ message: string | null; headers: HeadersInit }> {
  const value = await cookie().parse(request.headers.get("cookie"));
  if (typeof value !== "string" || !value) return { message: null, headers: {} };
  return { message: value.slice(0, 200), headers: { "Set-Cookie": await cookie().serialize("", { maxAge: 0 }) } };
}
