// The property form of 'Nueva Propiedad' and edit (SPEC.md §5), with the visibility rules of §4, messages
// under each field from the same schema the server uses, the photo uploader and the saving overlay.
import { SavedSearchCountLive } from "./saved-search-count-live.tsx";
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useCallback, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { type FormMode, formVisibility, propertyFormSchema } from "../../properties/form-schema.ts";
import { MAP_VALUE_HELP } from "../../properties/maps.ts";
import { CURRENCIES, PROPERTY_STATES, PROPERTY_TYPES, YES_NO } from "../../properties/options.ts";
import { typeLabel } from "../../properties/type-labels.ts";
import { buttonClass } from "../button.tsx";
import { CharacteristicsFields } from "./characteristics-fields.tsx";
import { SelectInput, TextArea, TextInput } from "./form-fields.tsx";
import { PhotoUploader } from "./photo-uploader.tsx";
import { SavingOverlay } from "./saving-overlay.tsx";
import { LocationFields } from "./location-fields.tsx";
import { PortalFields } from "./portal-fields.tsx";
import { portalDefaults } from "../../properties/form-defaults.ts";
import type { MapTiles } from "../../map/tiles.ts";
import { MAPS_OPTIONAL } from "../../map/form-texts.ts";
import type { SeasonUnit } from "../../properties/seasons.ts";

interface Props {
  mode: FormMode;
  propertyId: string;
  defaultValue?: Record<string, string | string[] | undefined>;
  savedPhotos: Array<{ n: number; src: string }>;
  lastResult?: SubmissionResult<string[]> | null;
  /** The save was refused because the listing changed since the form was loaded: offer the newer version. */
  listingChanged?: boolean;
  /** The listing is a 'Borrador' (edit mode): its buttons keep it one or publish it. */
  draft?: boolean;
  /** Tiles of the point's map (MAP_TILES_URL, decision 162). */
  mapTiles: MapTiles;
  /** Sections with forms of their own (a temporary rental's seasons), shown between the fields and the save bar. */
  beforeSave?: ReactNode;
  /** A saved temporary rental's season units, for the portals' warning (its price's unit). */
  seasonUnits?: readonly SeasonUnit[];
}

const NEW_DEFAULTS = { featured: "No", ...portalDefaults() };
const TYPE_OPTIONS = PROPERTY_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));
const SECTION = "grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-2 md:p-6";

export function PropertyForm({
  mode,
  propertyId,
  defaultValue,
  savedPhotos,
  lastResult,
  listingChanged,
  draft = false,
  mapTiles,
  beforeSave,
  seasonUnits,
}: Props) {
  const schema = propertyFormSchema(mode);
  const [form, fields] = useForm({
    lastResult,
    defaultValue: defaultValue ?? NEW_DEFAULTS, // stable identity: a new object would reset the form
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [uploading, setUploading] = useState(false);
  const [waitNotice, setWaitNotice] = useState(false);
  const [photoCount, setPhotoCount] = useState(savedPhotos.length);
  const onBusyChange = useCallback((busy: boolean) => {
    setUploading(busy);
    if (!busy) setWaitNotice(false);
  }, []);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const shown = formVisibility(
    mode,
    fields.state.value as string | undefined,
    fields.currency.value as string | undefined,
    fields.expensas.value as string | undefined,
  );
  const { onSubmit, ...formProps } = getFormProps(form);
  // Reading every field's errors here subscribes this component to them (Conform re-renders only the
  // components that read a value), so the messages under each field always show.
  const fieldErrors = Object.entries(form.allErrors).filter(([name]) => name !== "");
  const { key: versionKey, ...versionProps } = getInputProps(fields.version, { type: "hidden" });

  return (
    <>
      <Form
        method="post"
        {...formProps}
        onSubmit={(e) => {
          if (uploading) {
            e.preventDefault();
            setWaitNotice(true);
            return;
          }
          onSubmit(e);
        }}
        className="flex flex-col gap-6"
      >
        {saving ? <SavingOverlay /> : null}
        {form.errors ? (
          <p id={form.errorId} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            {form.errors[0]}
          </p>
        ) : fieldErrors.length > 0 && form.status === "error" ? (
          <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">Revisá los campos marcados.</p>
        ) : null}
        {form.errors && listingChanged ? (
          // A plain link: without JavaScript it loads the page again; with it, the edit route remounts the form.
          <Link to={`/dashboard/propiedades/editar/${propertyId}`} className={buttonClass("secondary", "self-start")}>
            Cargar la versión nueva
          </Link>
        ) : null}
        {mode === "create" ? <input type="hidden" name="draftId" value={propertyId} /> : null}
        {/* The version this form was loaded from; after a refused save it stays the old one (the server said why). */}
        {mode === "edit" ? <input key={versionKey} {...versionProps} /> : null}
        <div className={SECTION}>
          <TextInput field={fields.name} label="Nombre" className="md:col-span-2" />
          <SelectInput field={fields.type} label="Tipo" options={TYPE_OPTIONS} />
          <SelectInput field={fields.state} label="Estado" options={PROPERTY_STATES} />
          <TextInput field={fields.locality} label="Localidad" />
          <TextInput field={fields.address} label="Dirección" />
          <TextArea field={fields.description} label="Descripción" rows={8} className="md:col-span-2" />
          <TextInput field={fields.titleEn} label="Título en inglés (opcional)" className="md:col-span-2" />
          <TextArea
            field={fields.descriptionEn}
            label="Descripción en inglés (opcional)"
            rows={6}
            className="md:col-span-2"
          />
          <TextInput
            field={fields.maps}
            label="URL de Google Maps"
            inputMode="url"
            help={`${MAP_VALUE_HELP} ${MAPS_OPTIONAL}`}
            className="md:col-span-2"
          />
          <LocationFields
            latitude={fields.latitude}
            longitude={fields.longitude}
            approximate={fields.approximateLocation}
            maps={fields.maps.value as string | undefined}
            tiles={mapTiles}
          />
        </div>
        {shown.priceSection ? (
          <div className={SECTION} data-testid="price-section">
            <SelectInput field={fields.currency} label="Moneda" options={CURRENCIES} />
            {shown.price ? (
              <TextInput field={fields.price} label="Precio" inputMode="numeric" placeholder="1.250.000" />
            ) : null}
          </div>
        ) : null}
        <CharacteristicsFields
          fields={fields as never}
          shown={shown}
          featured={
            <SelectInput
              field={fields.featured}
              label="Destacada"
              options={YES_NO}
              help="Las propiedades destacadas aparecen primero en los listados de resultados."
            />
          }
        />
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
          <PhotoUploader
            propertyId={propertyId}
            saved={savedPhotos}
            errors={fields.photos.errors}
            onBusyChange={onBusyChange}
            onCountChange={setPhotoCount}
          />
        </div>
        <PortalFields
          publish={(defaultValue ?? NEW_DEFAULTS).portalsPublish === "on"}
          chosen={[(defaultValue ?? NEW_DEFAULTS).portals ?? []].flat()}
          state={fields.state.value as string | undefined}
          currency={fields.currency.value as string | undefined}
          price={fields.price.value as string | undefined}
          address={fields.address.value as string | undefined}
          description={fields.description.value as string | undefined}
          photoCount={photoCount}
          seasonUnits={seasonUnits}
        />
        {waitNotice ? (
          <p role="alert" className="text-red-700">
            Esperá a que terminen de subir las fotos.
          </p>
        ) : null}
      </Form>
      {beforeSave}
      {/* Issue 36: the saved searches it will match, by the buttons that publish it (the edit screen shows its own). */}
      {mode === "create" ? <SavedSearchCountLive formId={form.id} /> : null}
      {/* Outside the <form> so sections with forms of their own can come before it; its buttons name the form. */}
      <div className="flex flex-wrap justify-end gap-3">
        <Link to="/dashboard/propiedades/ver" className={buttonClass("secondary")}>
          Cancelar
        </Link>
        {/* The primary button comes first in the form, so Enter saves as it does; drafts show it last. */}
        {draft ? (
          <button
            type="submit"
            form={form.id}
            name="publicacion"
            value="publicar"
            className={buttonClass("primary", "order-last")}
          >
            Publicar
          </button>
        ) : (
          <button type="submit" form={form.id} className={buttonClass("primary", "order-last")}>
            Guardar
          </button>
        )}
        {mode === "create" || draft ? (
          <button type="submit" form={form.id} name="publicacion" value="borrador" className={buttonClass("secondary")}>
            {draft ? "Seguir como borrador" : "Crear como borrador"}
          </button>
        ) : null}
      </div>
    </>
  );
}
