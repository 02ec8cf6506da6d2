// The property form's characteristics (SPEC.md §5 plus issue #16's field set): counts and surfaces, the
// building, the terms, and the two checklists. Labels are the form's; the detail page's come from CHARACTERISTICS.
import type { FieldMetadata } from "@conform-to/react";
import { COMODIDADES, CONDITIONS, DISPOSITIONS, ORIENTATIONS, SERVICIOS, YES_NO } from "../../properties/options.ts";
import { CheckboxGroup, SelectInput, TextInput } from "./form-fields.tsx";
import { LISTING_FIELDS } from "../../properties/listing-fields.ts";

type Fields = Record<string, FieldMetadata<string | undefined>>;
const SECTION = "grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-2 md:p-6";
const HEADING = "text-lg font-semibold md:col-span-2";
/** The characteristics that are links (a video, a tour): one field each, as listing-fields.ts declares them. */
const LINKS = LISTING_FIELDS.filter((d) => d.characteristic && d.kind === "url");

export function CharacteristicsFields({
  fields,
  shown,
  featured,
}: {
  fields: Fields;
  shown: { contrato: boolean; montoExpensas: boolean };
  /** The 'Destacada' choice, kept at the end of the first section as before. */
  featured: React.ReactNode;
}) {
  const f = fields;
  const list = (name: string) => f[name] as unknown as FieldMetadata<string[] | undefined>;
  return (
    <>
      <div className={SECTION}>
        <h2 className={HEADING}>Ambientes y superficies</h2>
        <TextInput field={f.ambientes} label="Ambientes" inputMode="numeric" />
        <TextInput field={f.dormitorios} label="Dormitorios" inputMode="numeric" />
        <TextInput field={f.banos} label="Baños" inputMode="numeric" />
        <TextInput field={f.plantas} label="Plantas" inputMode="numeric" help="Cantidad de pisos o niveles." />
        <TextInput field={f.cochera} label="Cochera" inputMode="numeric" help="Cantidad de cocheras." />
        <TextInput field={f.superficie} label="Superficie (m²)" inputMode="decimal" />
        <TextInput field={f.superficieCubierta} label="Superficie cubierta (m²)" inputMode="decimal" />
        <TextInput field={f.superficieTerreno} label="Superficie del terreno (m²)" inputMode="decimal" />
        <SelectInput field={f.patio} label="Patio" options={YES_NO} />
      </div>
      <div className={SECTION}>
        <h2 className={HEADING}>El inmueble</h2>
        <TextInput field={f.anioConstruccion} label="Año de construcción" inputMode="numeric" placeholder="1998" />
        <SelectInput field={f.estado} label="Estado del inmueble" options={CONDITIONS} />
        <SelectInput field={f.orientacion} label="Orientación" options={ORIENTATIONS} />
        <SelectInput field={f.disposicion} label="Disposición" options={DISPOSITIONS} />
        <SelectInput field={f.amoblado} label="Amoblado" options={YES_NO} />
      </div>
      <div className={SECTION}>
        <h2 className={HEADING}>Condiciones</h2>
        <SelectInput field={f.expensas} label="Expensas" options={YES_NO} />
        {shown.montoExpensas ? (
          <TextInput field={f.montoExpensas} label="Monto de expensas ($ por mes)" inputMode="numeric" />
        ) : null}
        <SelectInput field={f.aptoCredito} label="Apto crédito" options={YES_NO} />
        <SelectInput field={f.aptoProfesional} label="Apto profesional" options={YES_NO} />
        <SelectInput field={f.aceptaMascotas} label="Acepta mascotas" options={YES_NO} />
        {shown.contrato ? <TextInput field={f.contrato} label="Contrato" /> : null}
        {featured}
      </div>
      {LINKS.length ? (
        <div className={SECTION}>
          <h2 className={HEADING}>Enlaces</h2>
          {LINKS.map((d) => (
            <TextInput
              key={d.key}
              field={f[d.key]}
              label={`${d.label} (opcional)`}
              inputMode="url"
              help={d.link?.help}
              className="md:col-span-2"
            />
          ))}
        </div>
      ) : null}
      <div className={SECTION}>
        <CheckboxGroup field={list("servicios")} label="Servicios" options={SERVICIOS} className="md:col-span-2" />
        <CheckboxGroup
          field={list("comodidades")}
          label="Comodidades"
          options={COMODIDADES}
          className="md:col-span-2"
        />
      </div>
    </>
  );
}
