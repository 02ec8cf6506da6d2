// Sends one photo to /dashboard/fotos with XMLHttpRequest (fetch cannot report upload progress) and reads
// the server's answer: the upload id, or the Spanish message that says why the photo was refused.

export type UploadResult = { ok: true; id: string; n: number } | { ok: false; message: string };

export interface UploadHandle {
  done: Promise<UploadResult>;
  abort(): void;
}

export function uploadPhoto(file: File, propertyId: string, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    const failed = (fallback: string) => {
      let message = fallback;
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? fallback;
      } catch {
        // not JSON (a proxy's error page, a 413 from the web server): keep the fallback
      }
      resolve({ ok: false, message });
    };
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status === 201) {
        const body = JSON.parse(xhr.responseText) as { id: string; n: number };
        onProgress(1);
        resolve({ ok: true, id: body.id, n: body.n });
      } else if (xhr.status === 413) {
        failed(`«${file.name}» pesa más de 20 MB. Reducí la foto y volvé a subirla.`);
      } else {
        failed(`No se pudo subir «${file.name}». Probá de nuevo.`);
      }
    };
    xhr.onerror = () => failed(`No se pudo subir «${file.name}»: revisá la conexión y probá de nuevo.`);
    xhr.onabort = () => resolve({ ok: false, message: `Se canceló la subida de «${file.name}».` });
  });
  xhr.open("POST", `/dashboard/fotos?propiedad=${encodeURIComponent(propertyId)}`);
  xhr.setRequestHeader("X-Nombre-Archivo", encodeURIComponent(file.name));
  xhr.setRequestHeader("Content-Type", "application/octet-stream");
  xhr.send(file);
  return { done, abort: () => xhr.abort() };
}

/** Tells the server an upload was removed before saving, so its files go now instead of at the next sweep. */
export function discardUploadLater(uploadId: string): void {
  void fetch(`/dashboard/fotos/${uploadId}`, { method: "DELETE", keepalive: true }).catch(() => {});
}
