// Dashboard home (counters and shortcuts arrive with the dashboard issue).
import type { Route } from "./+types/index";
import { requireUser } from "../../auth/session.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { name: user.name };
}

export function meta() {
  return [{ title: "Panel" }];
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl font-semibold">Panel</h1>
      <p className="mt-2 text-slate-700">Hola, {loaderData.name}.</p>
    </section>
  );
}
