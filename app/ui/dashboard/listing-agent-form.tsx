// The edit page's 'Agente' section (issue #35): who takes this listing's enquiries and WhatsApp messages.
import { Form } from "react-router";
import { StaffOptions } from "./choice-options.tsx";

export function ListingAgentForm({
  propertyId,
  current,
  staff,
}: {
  propertyId: string;
  current: string | null;
  staff: Array<{ id: string; name: string }>;
}) {
  return (
    <section aria-labelledby="agente-titulo" className="flex flex-col gap-3">
      <h2 id="agente-titulo" className="text-xl font-semibold">
        Agente
      </h2>
      <Form
        method="post"
        action={`/dashboard/propiedades/${propertyId}/agente`}
        className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm"
      >
        <label className="flex min-w-0 max-w-full flex-col font-medium">
          Recibe las consultas y los WhatsApp de esta propiedad
          <select
            name="agentId"
            defaultValue={current ?? ""}
            className="mt-1 min-h-11 w-full max-w-full rounded-md border border-slate-300 bg-white px-3"
          >
            <option value="">Sin agente: la inmobiliaria</option>
            <StaffOptions staff={staff} />
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-md border border-slate-300 px-4 font-medium">
          Asignar agente
        </button>
      </Form>
    </section>
  );
}
