// 'Cargando Propiedad': shown while a client-side navigation waits for a listing's loader.
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useNavigation } from "react-router";
import { propertyIdFromPath } from "../../../analytics/property-path.ts";
import { useT } from "../../../i18n/use-t.ts";

export function PropertyLoading() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white/90 text-lg font-medium"
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-accent motion-reduce:animate-none" />
      {useT()("Cargando Propiedad")}
    </div>
  );
}

/** Mount once around the public pages: appears only while navigating to /propiedad/{id}. */
export function PropertyNavigationPending() {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  return target && propertyIdFromPath(target) ? <PropertyLoading /> : null;
}
