// A refusal that belongs to one row of the listing table (a featured toggle over a changed listing), shown
// above the page so the table's scroll box cannot clip it; offers to reload the list, or to close.
import { useRevalidator } from "react-router";

const BOX =
  "fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-lg flex-col gap-3 rounded-xl border border-red-300 " +
  "bg-red-50 p-4 text-left text-sm font-normal whitespace-normal text-red-900 shadow-xl";

export function RefusalToast({ message, onClose }: { message: string; onClose(): void }) {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className={BOX}>
      <p>{message}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg px-4 font-medium hover:bg-red-100">
          Cerrar
        </button>
        <button
          type="button"
          onClick={() => {
            onClose();
            void revalidator.revalidate();
          }}
          className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold hover:bg-red-100"
        >
          Recargar la lista
        </button>
      </div>
    </div>
  );
}
