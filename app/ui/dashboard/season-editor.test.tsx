// The seasons list on the edit screen words a season's minimum stay in proper Spanish: 'mínimo 1 noche' (issue 31).
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { SeasonEditor } from "./season-editor.tsx";

function render(minNights: number[]) {
  const seasons = minNights.map((min, i) => ({
    id: i + 1,
    name: `Temporada ${i + 1}`,
    from: "2027-01-01",
    to: "2027-02-01",
    unit: "noche" as const,
    price: 100000,
    minNights: min,
  }));
  const router = createMemoryRouter(
    [{ path: "*", element: <SeasonEditor currency="$" seasons={seasons} occupied={[]} /> }],
    { initialEntries: ["/dashboard/propiedades/editar/abcd1234"] },
  );
  // The text as a reader gets it: tags and React's text separators out, entities as characters.
  return renderToString(<RouterProvider router={router} />)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

it("says 'mínimo 1 noche' for one night and 'mínimo 3 noches' for more", () => {
  const text = render([1, 3]);
  expect(text).toContain("mínimo 1 noche ");
  expect(text).not.toContain("1 noches");
  expect(text).toContain("mínimo 3 noches");
});
