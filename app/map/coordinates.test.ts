import { describe, expect, it } from "vitest";
import { coordinatesFromMapValue, isValidPoint } from "./coordinates.ts";

describe("coordinatesFromMapValue", () => {
  it("reads the view's centre of a place URL", () => {
    expect(coordinatesFromMapValue("https://www.google.com/maps/@-34.6037,-58.3816,15z")).toEqual({
      lat: -34.6037,
      lng: -58.3816,
    });
  });

  it("prefers a place's pin to the view's centre", () => {
    const url =
      "https://www.google.com/maps/place/Casa/@-31.98,-64.56,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d-31.9812!4d-64.5634";
    expect(coordinatesFromMapValue(url)).toEqual({ lat: -31.9812, lng: -64.5634 });
  });

  it("reads an embed pb= URL's centre (2d is the longitude, 3d the latitude)", () => {
    const src =
      "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3403.9!2d-64.5601!3d-31.9702!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1";
    expect(coordinatesFromMapValue(src)).toEqual({ lat: -31.9702, lng: -64.5601 });
  });

  it("reads a pin in an embed, also from an <iframe> snippet", () => {
    const snippet = `<iframe src="https://www.google.com/maps/embed?pb=!1m14!3d-34.6!4d-58.4!5e0" width="600"></iframe>`;
    expect(coordinatesFromMapValue(snippet)).toEqual({ lat: -34.6, lng: -58.4 });
  });

  it("reads q=, query= and ll= pairs", () => {
    expect(coordinatesFromMapValue("https://www.google.com/maps?q=-34.6,-58.4")).toEqual({ lat: -34.6, lng: -58.4 });
    expect(coordinatesFromMapValue("https://maps.google.com/?q=Casa&ll=-32.1,-64.2&z=12")).toEqual({
      lat: -32.1,
      lng: -64.2,
    });
    expect(coordinatesFromMapValue("https://www.google.com/maps/search/?api=1&query=-31.5,-64.1")).toEqual({
      lat: -31.5,
      lng: -64.1,
    });
  });

  it("finds nothing in place names, share links, bad values or out-of-range numbers", () => {
    expect(coordinatesFromMapValue("https://www.google.com/maps?q=Villa+General+Belgrano")).toBeNull();
    expect(coordinatesFromMapValue("https://maps.app.goo.gl/AbCdEf123")).toBeNull();
    expect(coordinatesFromMapValue("https://evil.example.com/maps/@-34.6,-58.4,15z")).toBeNull();
    expect(coordinatesFromMapValue("https://www.google.com/maps?q=-134.6,-58.4")).toBeNull();
    expect(coordinatesFromMapValue("https://www.google.com/maps/@0,0,3z")).toBeNull();
    expect(coordinatesFromMapValue("")).toBeNull();
    expect(coordinatesFromMapValue(null)).toBeNull();
  });
});

describe("isValidPoint", () => {
  it("accepts points in range and refuses the rest", () => {
    expect(isValidPoint(-31.97, -64.56)).toBe(true);
    expect(isValidPoint(90.1, 0)).toBe(false);
    expect(isValidPoint(0, -180.5)).toBe(false);
    expect(isValidPoint(Number.NaN, 1)).toBe(false);
  });
});
