import { describe, expect, it } from "vitest";
import { IMPORT_PATH } from "../../app/runtime/http/body-limits.ts";
import { makeJpeg } from "../support/images.ts";
import { signedInServer } from "../support/signed-in-server.ts";
import { makeZip } from "../support/zip.ts";

const site = signedInServer("vitrina-malformed-");

const send = (pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${site.server.url}${pathname}`, {
    redirect: "manual",
    ...init,
    headers: { origin: site.server.url, ...init.headers },
  });
/** The log lines of one request at error level (a stack anyone could fill the log with). */
const errorsLoggedFor = (requestId: string) =>
  site.server
    .output()
    .split("\n")
    .filter((line) => line.includes(requestId) && line.includes('"level":"error"'));

async function expectSpanish400(res: Response) {
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Solicitud inválida");
  const id = res.headers.get("x-request-id")!;
  expect(html).toContain("Código de referencia:");
  expect(html).toContain(id);
  expect(errorsLoggedFor(id)).toEqual([]);
}

describe("bodies that are not forms", () => {
  it("JSON posted to /login: a Spanish 400 with its reference code, nothing logged as an error", async () => {
    await expectSpanish400(
      await send("/login", {
        method: "POST",
        body: JSON.stringify({ email: "a@b.c", password: "x" }),
        headers: { "content-type": "application/json" },
      }),
    );
  });

  it("'Configuración' with a wrong content type, or a broken multipart body", async () => {
    await expectSpanish400(
      await send("/dashboard/configuracion", {
        method: "POST",
        body: "agencyName=Otra",
        headers: { cookie: site.cookie, "content-type": "text/plain" },
      }),
    );
    await expectSpanish400(
      await send("/dashboard/configuracion", {
        method: "POST",
        body: '--limite\r\nContent-Disposition: form-data; name="x"\r\n\r\nsin final',
        headers: { cookie: site.cookie, "content-type": "multipart/form-data; boundary=limite" },
      }),
    );
  });
});

describe("numbers and names past what the site has", () => {
  it("?pagina=99999999999999999999 on the dashboard table shows its last page", async () => {
    const res = await send("/dashboard/propiedades/ver?pagina=99999999999999999999", {
      headers: { cookie: site.cookie },
    });
    expect(res.status).toBe(200);
  });

  it("import photo names that are no URL or escape, and a damaged ZIP, are row errors in the preview", async () => {
    const header = "referencia;nombre;tipo;operacion;localidad;direccion;descripcion;moneda;precio;mapa;fotos";
    const row = (reference: string, photos: string) =>
      [
        reference,
        "Casa",
        "Casa",
        "Venta",
        "Amboy",
        "Los Pinos 45",
        "Frente al lago.",
        "USD",
        "95.000",
        "https://maps.google.com/?q=Amboy",
        photos,
      ].join(";");
    const zip = makeZip([
      { name: "bien.jpg", data: await makeJpeg(400, 300) },
      { name: "rota.jpg", data: await makeJpeg(400, 300) },
    ]);
    // The second entry's local header offset (central directory, +42) points past the end of the file.
    const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0x7ffffff0, central + 42);
    const csv = [header, row("MAL-1", "%E0%A4%A | http://["), row("MAL-2", "rota.jpg")].join("\r\n");
    const form = new FormData();
    form.append("intent", "vista-previa");
    form.append("csv", new Blob([csv], { type: "text/csv" }), "propiedades.csv");
    form.append("fotos", new Blob([new Uint8Array(zip)], { type: "application/zip" }), "fotos.zip");
    const res = await send(IMPORT_PATH, { method: "POST", body: form, headers: { cookie: site.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("«%E0%A4%A» no está en el ZIP.");
    expect(html).toContain("«http://[» no está en el ZIP.");
    expect(html).toContain("«rota.jpg»: El ZIP de fotos no se puede leer");
  });
});
