// 'Publicar en portales' in the property form (issue 37): the switch, the portals to publish to, and a warning,
// before saving, of what each chosen portal would leave the listing out for (app/feeds/requirements.ts).
import { useState } from "react";
import { FEED_STATES, PORTALS } from "../../feeds/portals.ts";
import { hasStreetAndNumber, missingFor } from "../../feeds/requirements.ts";
import { parseArgentineInteger } from "../../properties/number-input.ts";
import type { PropertyState } from "../../properties/options.ts";
import type { SeasonUnit } from "../../properties/seasons.ts";

interface Props {
  /** The form's initial values: 'on' and the chosen portal ids. */
  publish: boolean;
  chosen: string[];
  /** The form's current values the requirements read. */
  state: string | undefined;
  currency: string | undefined;
  price: string | undefined;
  address: string | undefined;
  description: string | undefined;
  photoCount: number;
  /** A saved temporary rental's season units (the edit page): its price's unit, which Trovit needs. */
  seasonUnits?: readonly SeasonUnit[];
}

export function PortalFields(props: Props) {
  const [publish, setPublish] = useState(props.publish);
  const [chosen, setChosen] = useState(() => new Set(props.chosen));
  const listing = {
    photoCount: props.photoCount,
    currency: props.currency ?? null,
    price: props.price ? parseArgentineInteger(props.price) : null,
    address: props.address ?? "",
    description: props.description ?? "",
    state: props.state,
    seasonUnits: props.seasonUnits,
  };
  const forSaleOrRent = FEED_STATES.includes(props.state as PropertyState);
  const warnings = PORTALS.filter((p) => chosen.has(p.id))
    .map((p) => ({ portal: p, missing: missingFor(p, listing) }))
    .filter((w) => w.missing.length > 0);
  const noNumber = listing.address.trim() !== "" && !hasStreetAndNumber(listing.address);
  return (
    <fieldset className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <legend className="sr-only">Portales</legend>
      <input type="hidden" name="portalsShown" value="1" />
      <label className="flex min-h-11 items-center gap-3 font-medium text-slate-800">
        <input
          type="checkbox"
          name="portalsPublish"
          value="on"
          checked={publish}
          onChange={(e) => setPublish(e.target.checked)}
          className="size-5"
        />
        Publicar en portales
      </label>
      <p className="-mt-2 text-sm text-slate-600">
        Las propiedades públicas en Venta, Alquiler o Alquiler Temporal van a los feeds que leen los portales.
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {PORTALS.map((p) => (
          <label key={p.id} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name="portals"
              value={p.id}
              checked={chosen.has(p.id)}
              disabled={!publish}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(p.id);
                else next.delete(p.id);
                setChosen(next);
              }}
              className="size-5"
            />
            {p.name} <span className="text-sm text-slate-600">({p.readers})</span>
          </label>
        ))}
      </div>
      {/* A disabled box is not sent: keep the choice while 'Publicar en portales' is off. */}
      {!publish ? [...chosen].map((id) => <input key={id} type="hidden" name="portals" value={id} />) : null}
      {publish && forSaleOrRent && (warnings.length > 0 || noNumber) ? (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {warnings.map((w) => (
            <p key={w.portal.id}>
              {w.portal.name} no va a publicar esta propiedad: {w.missing.join(", ").toLowerCase()}.
            </p>
          ))}
          {noNumber ? <p>La dirección no tiene calle y número: los portales la publican sin la dirección.</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
