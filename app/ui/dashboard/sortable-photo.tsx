// One photo in the uploader: preview, name and size, a progress bar while uploading, the refusal message,
// a drag handle (mouse, touch and keyboard through dnd-kit) and a remove button.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import GripVertical from "lucide-react/icons/grip-vertical";
import X from "lucide-react/icons/x";
import type { ComponentProps, ComponentType } from "react";
import { formatFileSize } from "./file-size.ts";
import type { PhotoItem } from "./use-photo-list.ts";

export function SortablePhoto({ item, index, onRemove }: { item: PhotoItem; index: number; onRemove(): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
  });
  const name = item.kind === "saved" ? `Foto ${index + 1}` : item.file.name;
  const failed = item.kind === "upload" && item.status === "error";
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-photo={item.kind === "saved" ? `n:${item.n}` : item.file.name}
      data-n={item.n}
      className={
        `relative flex flex-col overflow-hidden rounded-lg bg-white shadow ring-1 ` +
        `${failed ? "ring-red-400" : "ring-slate-200"} ${isDragging ? "z-10 opacity-80 shadow-lg" : ""}`
      }
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <img
          src={item.kind === "saved" ? item.src : item.preview}
          alt={name}
          className="absolute inset-0 size-full object-cover"
        />
        {index === 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">
            Portada
          </span>
        ) : null}
        <IconButton
          icon={X}
          onClick={onRemove}
          aria-label={`Quitar ${name}`}
          className="absolute top-1 right-1 rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
        />
      </div>
      <div className="flex items-start gap-1 p-2">
        <IconButton
          icon={GripVertical}
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Mover ${name}`}
          className="shrink-0 cursor-grab touch-none rounded-md text-slate-600 hover:bg-slate-100 active:cursor-grabbing"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="truncate font-medium text-slate-900" title={name}>
            {name}
          </p>
          {item.kind === "upload" ? <p className="text-slate-600">{formatFileSize(item.file.size)}</p> : null}
        </div>
      </div>
      {item.kind === "upload" && (item.status === "uploading" || item.status === "queued") ? (
        <progress
          max={1}
          value={item.progress}
          aria-label={`Subiendo ${name}`}
          className={
            "mx-2 mb-2 h-2 w-[calc(100%-1rem)] overflow-hidden rounded " +
            "[&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-accent"
          }
        />
      ) : null}
      {failed ? (
        <p role="alert" className="px-2 pb-2 text-sm text-red-700">
          {item.error}
        </p>
      ) : null}
    </li>
  );
}

/** A 44 px square button showing one icon; its accessible name comes from `aria-label`. */
function IconButton({
  icon: Icon,
  className,
  ...button
}: ComponentProps<"button"> & { icon: ComponentType<{ "aria-hidden": "true"; className: string }> }) {
  return (
    <button type="button" {...button} className={`inline-flex size-11 items-center justify-center ${className}`}>
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
