// The uploader's state: the photos on screen in order (saved ones and new uploads), uploads running at most
// three at a time with their progress, and the refs the form submits ('n:3', 'u:…') in screen order.
import { useCallback, useEffect, useRef, useState } from "react";
import { MAX_UPLOAD_BYTES as MAX_FILE_BYTES } from "../../photos/limits.ts";
import { MAX_PHOTOS } from "../../properties/photo-refs.ts";
import { discardUploadLater, type UploadHandle, uploadPhoto } from "./upload-client.ts";

const PARALLEL = 3;

export type PhotoItem =
  | { key: string; kind: "saved"; n: number; src: string }
  | {
      key: string;
      kind: "upload";
      file: File;
      preview: string;
      status: "queued" | "uploading" | "done" | "error";
      progress: number;
      uploadId?: string;
      /** The image number the server gave this upload: it names the photo's files once saved. */
      n?: number;
      error?: string;
    };

export function itemRef(item: PhotoItem): string | null {
  if (item.kind === "saved") return `n:${item.n}`;
  return item.status === "done" && item.uploadId ? `u:${item.uploadId}` : null;
}

let counter = 0;

export function usePhotoList(propertyId: string, saved: Array<{ n: number; src: string }>) {
  const [items, setItems] = useState<PhotoItem[]>(() => saved.map((p) => ({ key: `n${p.n}`, kind: "saved", ...p })));
  const [notice, setNotice] = useState<string | null>(null);
  const running = useRef(new Map<string, UploadHandle>());

  const update = useCallback((key: string, change: Partial<Extract<PhotoItem, { kind: "upload" }>>) => {
    setItems((list) => list.map((it) => (it.key === key && it.kind === "upload" ? { ...it, ...change } : it)));
  }, []);

  // Start queued uploads while fewer than PARALLEL are running.
  useEffect(() => {
    const queued = items.filter((it) => it.kind === "upload" && it.status === "queued");
    const free = PARALLEL - running.current.size;
    for (const it of queued.slice(0, Math.max(0, free))) {
      if (it.kind !== "upload" || running.current.has(it.key)) continue;
      const handle = uploadPhoto(it.file, propertyId, (progress) => update(it.key, { progress }));
      running.current.set(it.key, handle);
      update(it.key, { status: "uploading" });
      void handle.done.then((r) => {
        running.current.delete(it.key);
        update(
          it.key,
          r.ok ? { status: "done", uploadId: r.id, n: r.n, progress: 1 } : { status: "error", error: r.message },
        );
      });
    }
  }, [items, propertyId, update]);

  // Object URLs and unfinished uploads go when the form does.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const h of running.current.values()) h.abort();
      for (const it of itemsRef.current) if (it.kind === "upload") URL.revokeObjectURL(it.preview);
    },
    [],
  );

  const add = useCallback((files: File[]) => {
    const room = Math.max(0, MAX_PHOTOS - itemsRef.current.length);
    setNotice(files.length > room ? `Máximo ${MAX_PHOTOS} fotos por propiedad.` : null);
    const added: PhotoItem[] = files.slice(0, room).map((file) => {
      const tooBig = file.size > MAX_FILE_BYTES;
      return {
        key: `u${++counter}`,
        kind: "upload",
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        status: tooBig ? "error" : "queued",
        error: tooBig ? `«${file.name}» pesa más de 20 MB. Reducí la foto y volvé a subirla.` : undefined,
      };
    });
    setItems((list) => [...list, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    const it = itemsRef.current.find((x) => x.key === key);
    if (it?.kind === "upload") {
      running.current.get(key)?.abort();
      running.current.delete(key);
      if (it.uploadId) discardUploadLater(it.uploadId);
      URL.revokeObjectURL(it.preview);
    }
    setItems((list) => list.filter((x) => x.key !== key));
    setNotice(null);
  }, []);

  const busy = items.some((it) => it.kind === "upload" && (it.status === "queued" || it.status === "uploading"));
  return { items, setItems, add, remove, busy, notice };
}
