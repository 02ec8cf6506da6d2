import { describe, expect, it } from "vitest";
import { parseSettings } from "./env.server.ts";

const SECRET = "s".repeat(32);
const bucket = { S3_BUCKET: "vitrina-fotos", BETTER_AUTH_SECRET: SECRET };

describe("object storage settings", () => {
  it("leave photos on the disk when S3_BUCKET is unset", () => {
    const s = parseSettings({});
    expect(s.S3_BUCKET).toBeUndefined();
    expect(s.S3_REGION).toBe("us-east-1");
    expect(s.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it("read a complete S3-compatible configuration", () => {
    const s = parseSettings({
      ...bucket,
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "clave",
      S3_SECRET_ACCESS_KEY: "secreto",
      S3_FORCE_PATH_STYLE: "true",
      PHOTOS_PUBLIC_URL: "https://fotos.inmobiliaria.com.ar/",
    });
    expect(s.S3_FORCE_PATH_STYLE).toBe(true);
    expect(s.PHOTOS_PUBLIC_URL).toBe("https://fotos.inmobiliaria.com.ar");
  });

  it("name each bad value in Spanish", () => {
    expect(() => parseSettings({ ...bucket, S3_BUCKET: "Mi_Bucket" })).toThrow(
      /S3_BUCKET="Mi_Bucket" no es válido: no es un nombre de bucket válido/,
    );
    expect(() => parseSettings({ ...bucket, S3_ENDPOINT: "ftp://x" })).toThrow(/S3_ENDPOINT="ftp:\/\/x" no es válido/);
    expect(() => parseSettings({ ...bucket, S3_FORCE_PATH_STYLE: "sí" })).toThrow(/debe ser true o false/);
    expect(() => parseSettings({ ...bucket, PHOTOS_PUBLIC_URL: "fotos" })).toThrow(/PHOTOS_PUBLIC_URL="fotos"/);
  });

  it("refuse settings that only make sense together", () => {
    expect(() => parseSettings({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /S3_ENDPOINT está definido pero S3_BUCKET no/,
    );
    expect(() => parseSettings({ PHOTOS_PUBLIC_URL: "https://cdn.example.com" })).toThrow(/S3_BUCKET no/);
    expect(() => parseSettings({ ...bucket, S3_ACCESS_KEY_ID: "clave" })).toThrow(/van juntos/);
    // Every instance must sign sessions with the same secret (decision 123).
    expect(() => parseSettings({ S3_BUCKET: "vitrina-fotos" })).toThrow(/BETTER_AUTH_SECRET es obligatorio/);
    expect(() => parseSettings({ ...bucket, BETTER_AUTH_SECRET: "corto" })).toThrow(/al menos 32 caracteres/);
  });
});
