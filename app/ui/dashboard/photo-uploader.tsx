// The form's photo uploader: drop or pick many files, each uploads at once with its own progress bar; reorder
// by dragging or by keyboard; remove. The first photo is the card photo. The form submits the order on screen.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useEffect } from "react";
import { useDropzone } from "react-dropzone";
import ImagePlus from "lucide-react/icons/image-plus";
import { SortablePhoto } from "./sortable-photo.tsx";
import { itemRef, usePhotoList } from "./use-photo-list.ts";

interface Props {
  propertyId: string;
  saved: Array<{ n: number; src: string }>;
  errors?: string[];
  onBusyChange(busy: boolean): void;
  /** The photos the listing will have if saved now (saved ones and uploads that did not fail). */
  onCountChange?(count: number): void;
}

const position = (items: Array<{ key: string }>, key: unknown) => items.findIndex((i) => i.key === key) + 1;

export function PhotoUploader({ propertyId, saved, errors, onBusyChange, onCountChange }: Props) {
  const { items, setItems, add, remove, busy, notice } = usePhotoList(propertyId, saved);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const count = items.filter((i) => i.kind === "saved" || i.status !== "error").length;
  useEffect(() => onCountChange?.(count), [count, onCountChange]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop: add, multiple: true, noKeyboard: false });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setItems((list) => arrayMove(list, position(list, active.id) - 1, position(list, over.id) - 1));
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">Fotos</legend>
      <div
        {...getRootProps({
          className: `flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl
            border-2 border-dashed p-6 text-center ${
              isDragActive ? "border-accent bg-accent/5" : "border-slate-300 bg-white hover:border-accent"
            }`,
        })}
      >
        <input {...getInputProps({ name: undefined })} aria-label="Elegir fotos" data-testid="photo-input" />
        <ImagePlus aria-hidden="true" className="size-8 text-accent" />
        <p className="font-medium">Arrastrá las fotos acá o hacé clic para elegirlas</p>
        <p className="text-sm text-slate-600">
          La primera foto es la portada. Podés ordenarlas arrastrándolas o con el teclado.
        </p>
      </div>
      {notice ? (
        <p role="alert" className="text-sm text-red-700">
          {notice}
        </p>
      ) : null}
      {errors?.length ? <p className="text-sm text-red-700">{errors[0]}</p> : null}
      <DndContext
        id="fotos"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              "Para mover una foto, presioná espacio o Enter, usá las flechas y presioná espacio o Enter para " +
              "soltarla. Escape cancela.",
          },
          announcements: {
            onDragStart: ({ active }) => `Tomaste la foto ${position(items, active.id)}.`,
            onDragOver: ({ active, over }) =>
              over && over.id !== active.id
                ? `La foto ${position(items, active.id)} pasa al lugar ${position(items, over.id)}.`
                : undefined,
            onDragEnd: ({ over }) => (over ? `Foto soltada en el lugar ${position(items, over.id)}.` : "Foto soltada."),
            onDragCancel: () => "Movimiento cancelado.",
          },
        }}
      >
        <SortableContext items={items.map((i) => i.key)} strategy={rectSortingStrategy}>
          <ul aria-label="Fotos de la propiedad" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item, index) => (
              <SortablePhoto key={item.key} item={item} index={index} onRemove={() => remove(item.key)} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {items.map((item) => {
        const ref = itemRef(item);
        return ref ? <input key={item.key} type="hidden" name="photos" value={ref} /> : null;
      })}
    </fieldset>
  );
}
