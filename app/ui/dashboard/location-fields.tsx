// The listing's map point in the form (decision 160): without JavaScript, two number fields; once hydrated, a map
// (Leaflet, imported on demand) where a click sets the hidden latitude and longitude. Then 'Ubicación aproximada'.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { coordinatesFromMapValue, type GeoPoint } from "../../map/coordinates.ts";
import {
  APPROXIMATE_HELP,
  APPROXIMATE_LABEL,
  LATITUDE_LABEL,
  LOCATION_CHOSEN,
  LOCATION_CLEAR,
  LOCATION_HELP,
  LOCATION_HELP_NO_JS,
  LOCATION_LEGEND,
  LOCATION_NONE,
  LONGITUDE_LABEL,
} from "../../map/form-texts.ts";
import type { MapTiles } from "../../map/tiles.ts";
import { parseCoordinate } from "../../properties/form-schema.ts";
import { buttonClass } from "../button.tsx";
import { TextInput } from "./form-fields.tsx";

type Field = FieldMetadata<string | undefined>;

interface Props {
  latitude: Field;
  longitude: Field;
  approximate: Field;
  /** The maps field's current value: where the map starts when no point is set. */
  maps: string | undefined;
  tiles: MapTiles;
}

function startPoint(lat: Field, lng: Field): GeoPoint | null {
  const a = parseCoordinate(String(lat.initialValue ?? ""));
  const b = parseCoordinate(String(lng.initialValue ?? ""));
  return a !== null && b !== null ? { lat: a, lng: b } : null;
}

export function LocationFields({ latitude, longitude, approximate, maps, tiles }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const { key: approxKey, ...approxProps } = getInputProps(approximate, { type: "checkbox", value: "on" });
  const errors = [latitude.errors?.[0], longitude.errors?.[0]].filter(Boolean);
  return (
    <fieldset className="flex flex-col gap-3 md:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{LOCATION_LEGEND}</legend>
      {enhanced ? (
        <PickerMap latitude={latitude} longitude={longitude} maps={maps} tiles={tiles} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput field={latitude} label={LATITUDE_LABEL} inputMode="decimal" />
          <TextInput field={longitude} label={LONGITUDE_LABEL} inputMode="decimal" />
          <p className="text-sm text-slate-600 sm:col-span-2">{LOCATION_HELP_NO_JS}</p>
        </div>
      )}
      {enhanced && errors.length ? (
        <p role="alert" className="text-sm text-red-700">
          {errors[0]}
        </p>
      ) : null}
      <label className="flex min-h-11 items-center gap-3">
        <input key={approxKey} {...approxProps} aria-describedby={approximate.descriptionId} className="size-5" />
        <span>{APPROXIMATE_LABEL}</span>
      </label>
      <p id={approximate.descriptionId} className="-mt-2 text-sm text-slate-600">
        {APPROXIMATE_HELP}
      </p>
    </fieldset>
  );
}

type Picker = ReturnType<typeof import("../../map/leaflet-picker.ts").showPicker>;

function PickerMap({ latitude, longitude, maps, tiles }: Omit<Props, "approximate">) {
  const box = useRef<HTMLDivElement>(null);
  const picker = useRef<Picker | null>(null);
  const [point, setPoint] = useState<GeoPoint | null>(() => startPoint(latitude, longitude));
  // Where the map opens: the point, else the maps value's; kept current for a map that is still loading.
  const start = useRef({ point, hint: coordinatesFromMapValue(maps) });
  start.current.point = point;
  const hint = coordinatesFromMapValue(maps);
  const hintKey = hint ? `${hint.lat},${hint.lng}` : "";
  // With no point yet, the map follows the maps value as it is typed or pasted.
  useEffect(() => {
    if (!hintKey) return;
    const [lat, lng] = hintKey.split(",").map(Number);
    start.current.hint = { lat, lng };
    if (!start.current.point) picker.current?.centreOn({ lat, lng });
  }, [hintKey]);
  useEffect(() => {
    let cancelled = false;
    import("../../map/leaflet-picker.ts").then(({ showPicker }) => {
      if (cancelled || !box.current) return;
      picker.current = showPicker(box.current, tiles, start.current, setPoint);
    });
    return () => {
      cancelled = true;
      picker.current?.remove();
      picker.current = null;
    };
  }, [tiles]);
  return (
    <div className="flex flex-col gap-2">
      <input type="hidden" name={latitude.name} value={point ? String(point.lat) : ""} />
      <input type="hidden" name={longitude.name} value={point ? String(point.lng) : ""} />
      <p id={latitude.descriptionId} className="text-sm text-slate-600">
        {LOCATION_HELP}
      </p>
      <div
        ref={box}
        data-testid="location-picker"
        className="h-72 w-full overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" data-testid="location-chosen">
          {point ? LOCATION_CHOSEN(point.lat, point.lng) : LOCATION_NONE}
        </p>
        {point ? (
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => {
              setPoint(null);
              picker.current?.place(null);
            }}
          >
            {LOCATION_CLEAR}
          </button>
        ) : null}
      </div>
    </div>
  );
}
