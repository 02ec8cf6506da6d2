// A signed-in staff member driving the built server over HTTP the way the dashboard does: open the new-listing
// form (the draft id it issues), upload a photo to it, save the form without JavaScript.
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../../app/db/connect.server.ts";
import { createSignedInStaff, staffAuth } from "./staff-session.ts";

export interface DashboardHttp {
  staffId: string;
  cookie: string;
  /** GET /dashboard/propiedades/agregar and read the draft id the form carries. */
  newDraft(): Promise<string>;
  upload(propertyId: string, bytes: Buffer, fileName?: string): Promise<Response>;
  /** POST the new-listing form with these uploads (screen order); answers without following a redirect. */
  saveNew(draftId: string, uploadIds: string[], name?: string): Promise<Response>;
}

/** Signs a new staff member in on the server whose DATA_DIR and database are given. */
export async function dashboardHttp(url: string, dataDir: string, db: Db): Promise<DashboardHttp> {
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { authSecret: string };
  const secret = secrets.authSecret;
  const auth = staffAuth(db, secret, url);
  const staff = await createSignedInStaff(auth, secret, url);
  return dashboardHttpAs(url, staff.id, `${staff.cookie.name}=${staff.cookie.value}`);
}

/** The same staff member against another server address (a restarted server, or one instance of several whose
 *  PUBLIC_URL, given as `origin`, is their balancer's). */
export function dashboardHttpAs(url: string, staffId: string, cookie: string, origin = url): DashboardHttp {
  const headers = { cookie, origin };
  return {
    staffId,
    cookie,
    async newDraft() {
      const res = await fetch(`${url}/dashboard/propiedades/agregar`, { headers, redirect: "manual" });
      const html = await res.text();
      const id = /name="draftId" value="([0-9a-f]{8})"/.exec(html)?.[1];
      if (res.status !== 200 || !id) throw new Error(`no draft id in the new-listing form (${res.status})`);
      return id;
    },
    upload(propertyId, bytes, fileName = "foto.jpg") {
      return fetch(`${url}/dashboard/fotos?propiedad=${propertyId}`, {
        method: "POST",
        redirect: "manual",
        body: new Uint8Array(bytes),
        headers: {
          ...headers,
          "x-nombre-archivo": encodeURIComponent(fileName),
          "content-type": "application/octet-stream",
        },
      });
    },
    saveNew(draftId, uploadIds, name = "Casa de prueba") {
      const form = new URLSearchParams({
        draftId,
        name,
        type: "Casa",
        state: "Venta",
        locality: "Embalse",
        address: "Costanera 12",
        description: "Frente al lago.",
        maps: "https://maps.google.com/?q=Embalse",
        currency: "USD",
        price: "95000",
      });
      for (const id of uploadIds) form.append("photos", `u:${id}`);
      return fetch(`${url}/dashboard/propiedades/agregar`, { method: "POST", redirect: "manual", body: form, headers });
    },
  };
}
