import { describe, expect, it } from "vitest";
import { dayNumber, overlaps, quoteStay, type Season } from "./seasons.ts";

const baja: Season = {
  name: "Temporada baja",
  from: "2027-03-01",
  to: "2027-12-15",
  unit: "noche",
  price: 50_000,
  minNights: 2,
};
const alta: Season = {
  name: "Temporada alta",
  from: "2027-12-15",
  to: "2028-03-01",
  unit: "semana",
  price: 700_000,
  minNights: 7,
};
const seasons = [baja, alta];
const occupied = [{ from: "2027-12-20", to: "2027-12-27" }]; // nights 20..26, checkout on the 27th

describe("quoteStay: season pricing", () => {
  it("prices each night by its season, across a season boundary", () => {
    // 12 to 15 Dec: 3 nights of baja; 15 to 19: 4 nights of alta (700.000 a week = 100.000 a night).
    const q = quoteStay({ from: "2027-12-12", to: "2027-12-19" }, seasons, occupied);
    expect(q).toEqual({
      ok: true,
      nights: 7,
      total: 3 * 50_000 + 4 * 100_000,
      parts: [
        { season: "Temporada baja", nights: 3, amount: 150_000 },
        { season: "Temporada alta", nights: 4, amount: 400_000 },
      ],
    });
  });

  it("a whole week at a weekly price costs exactly that price; a month price covers 30 nights", () => {
    const q = quoteStay({ from: "2028-01-05", to: "2028-01-12" }, seasons, occupied);
    expect(q.ok && q.total).toBe(700_000);
    const month: Season = { ...baja, unit: "mes", price: 900_000, minNights: 1 };
    const m = quoteStay({ from: "2027-04-01", to: "2027-04-11" }, [month], []);
    expect(m.ok && m.total).toBe(300_000);
  });

  it("refuses nights that no season prices", () => {
    const q = quoteStay({ from: "2027-02-27", to: "2027-03-03" }, seasons, occupied);
    expect(q).toMatchObject({ ok: false, message: "No hay tarifa cargada para la noche del 27/02/2027." });
  });
});

describe("quoteStay: minimum stays", () => {
  it("applies the strictest minimum among the seasons the stay touches", () => {
    expect(quoteStay({ from: "2027-05-01", to: "2027-05-02" }, seasons, [])).toMatchObject({
      ok: false,
      message: "La estadía mínima en Temporada baja es de 2 noches.",
    });
    expect(quoteStay({ from: "2027-05-01", to: "2027-05-03" }, seasons, []).ok).toBe(true);
    // Two nights of baja and one of alta: alta's 7 nights apply.
    expect(quoteStay({ from: "2027-12-13", to: "2027-12-16" }, seasons, [])).toMatchObject({
      ok: false,
      message: "La estadía mínima en Temporada alta es de 7 noches.",
    });
  });
});

describe("quoteStay: occupied dates", () => {
  it("a range touching an occupied range at either edge is free", () => {
    // Leaves the day the occupied week arrives; arrives the day it leaves.
    expect(quoteStay({ from: "2027-12-13", to: "2027-12-20" }, seasons, occupied).ok).toBe(true);
    expect(quoteStay({ from: "2027-12-27", to: "2028-01-03" }, seasons, occupied).ok).toBe(true);
  });
  it("a range sharing one night is refused with the occupied dates (last night shown)", () => {
    for (const stay of [
      { from: "2027-12-14", to: "2027-12-21" },
      { from: "2027-12-26", to: "2028-01-02" },
      { from: "2027-12-18", to: "2027-12-30" },
      { from: "2027-12-21", to: "2027-12-23" },
    ]) {
      expect(quoteStay(stay, seasons, occupied), stay.from).toMatchObject({
        ok: false,
        message: "Las fechas elegidas no están disponibles: ocupado del 20/12/2027 al 26/12/2027.",
      });
    }
    expect(overlaps({ from: "2027-12-26", to: "2027-12-27" }, occupied[0])).toBe(true);
    expect(overlaps({ from: "2027-12-27", to: "2027-12-28" }, occupied[0])).toBe(false);
  });
  it("refuses bad ranges in Spanish", () => {
    expect(quoteStay({ from: "2027-12-20", to: "2027-12-20" }, seasons, []).ok).toBe(false);
    expect(quoteStay({ from: "2027-02-30", to: "2027-03-02" }, seasons, [])).toMatchObject({
      ok: false,
      message: "Elegí fechas válidas de llegada y salida.",
    });
    expect(quoteStay({ from: "2027-03-01", to: "2028-03-02" }, seasons, [])).toMatchObject({
      ok: false,
      message: "La estadía no puede superar 365 noches.",
    });
    expect(dayNumber("2027-13-01")).toBeNull();
  });
  it("gives each refusal's catalogue id, values and dates, so another language can word it", () => {
    const busy = quoteStay({ from: "2027-12-21", to: "2027-12-23" }, seasons, occupied);
    expect(busy).toEqual({
      ok: false,
      message: "Las fechas elegidas no están disponibles: ocupado del 20/12/2027 al 26/12/2027.",
      reason: {
        id: "Las fechas elegidas no están disponibles: ocupado del {first} al {last}.",
        values: {},
        days: { first: dayNumber("2027-12-20"), last: dayNumber("2027-12-26") },
      },
    });
    expect(quoteStay({ from: "2027-05-01", to: "2027-05-02" }, seasons, [])).toMatchObject({
      reason: { id: "La estadía mínima en {season} es de {min} noches.", values: { season: "Temporada baja", min: 2 } },
    });
  });
});
