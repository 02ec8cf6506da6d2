// What counts as carrying the session cookie: every spelling the session library's parser reads, and its prefixes.
import { describe, expect, it } from "vitest";
import { carriesSessionCookie } from "./session-cookie.ts";

const NAME = "vitrina.session_token";

describe("carriesSessionCookie", () => {
  it("finds the cookie however the header spells it", () => {
    for (const header of [
      "vitrina.session_token=x.y",
      "a=1; vitrina.session_token=x.y",
      "a=1;vitrina.session_token=x.y",
      "vitrina.session_token =x.y",
      "vitrina.session_token\t=x.y",
      "a=1;\tvitrina.session_token  =  x.y",
      "__Secure-vitrina.session_token=x.y",
      "__Host-vitrina.session_token=x.y",
      "Vitrina.Session_Token=x.y",
    ]) {
      expect(carriesSessionCookie(header, NAME), header).toBe(true);
    }
    expect(carriesSessionCookie("a=1; vitrina.session_token=x", "__Host-vitrina.session_token")).toBe(true);
  });

  it("leaves other cookies and no cookie alone", () => {
    expect(carriesSessionCookie(undefined, NAME)).toBe(false);
    expect(carriesSessionCookie("", NAME)).toBe(false);
    expect(carriesSessionCookie("vitrina.session_token_old=x", NAME)).toBe(false);
    expect(carriesSessionCookie("favoritos=abc; vitrina.session_data=x", NAME)).toBe(false);
  });
});
