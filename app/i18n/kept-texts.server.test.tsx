// On the server the public pages' Lingui is kept per language and set of messages, with the texts it made (decision
// 248): every render still gets the text for its own values and language.
import { LinguiContext } from "@lingui/react";
import { useContext } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { allMessages } from "./catalog.server.ts";
import { LocaleProvider } from "./i18n-provider.tsx";
import type { Locale } from "./locale.ts";
import { useT } from "./use-t.ts";

const ROOMS = "{count, plural, one {# Dormitorio} other {# Dormitorios}}";
const contexts: unknown[] = [];

function Rooms({ count }: { count: number | string }) {
  contexts.push(useContext(LinguiContext));
  const t = useT();
  return <p>{t(ROOMS, { count })}</p>;
}

const render = (locale: Locale, count: number | string) =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale} messages={allMessages(locale)}>
      <Rooms count={count} />
    </LocaleProvider>,
  );

describe("texts kept by the server's Lingui", () => {
  it("shares one Lingui per language and set of messages between renders", () => {
    contexts.length = 0;
    render("en", 1);
    render("en", 2);
    render("es", 2);
    expect(contexts[0]).toBe(contexts[1]);
    expect(contexts[2]).not.toBe(contexts[0]);
  });

  it("gives each render the text of its own values and language, again and again", () => {
    for (let round = 0; round < 2; round++) {
      expect(render("en", 1)).toBe("<p>1 Bedroom</p>");
      expect(render("en", 2)).toBe("<p>2 Bedrooms</p>");
      expect(render("es", 1)).toBe("<p>1 Dormitorio</p>");
      expect(render("es", 3)).toBe("<p>3 Dormitorios</p>");
    }
  });
});
