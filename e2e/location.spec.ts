import { expect, type Page, test } from "@playwright/test";
import { skipIntroForThisVisit } from "./support/intro";
import { signUpVerified } from "./support/journeys";

const ANN_ARBOR = { latitude: 42.2808, longitude: -83.743 };

/** Nominatim's public API, answered by a recorded reply; counts the requests and keeps their queries. */
async function stubNominatim(page: Page) {
  const queries: URLSearchParams[] = [];
  await page.route("https://nominatim.openstreetmap.org/reverse?**", async (route) => {
    queries.push(new URL(route.request().url()).searchParams);
    await route.fulfill({
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify({
        place_id: 298_434_123,
        licence: "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
        lat: "42.2808",
        lon: "-83.7430",
        display_name: "Ann Arbor, Washtenaw County, Michigan, United States",
        address: { city: "Ann Arbor", county: "Washtenaw County", state: "Michigan", country: "United States" },
      }),
    });
  });
  return queries;
}

test.describe("with location allowed", () => {
  test.use({ geolocation: ANN_ARBOR, permissions: ["geolocation"] });

  test("the hero and the dashboard show the city, asked of Nominatim once", async ({ page }) => {
    const queries = await stubNominatim(page);
    await skipIntroForThisVisit(page);
    await signUpVerified(page);
    await expect(page.getByRole("main").getByText("Ann Arbor")).toBeVisible();

    await page.getByRole("link", { name: "Strangers home" }).click();
    await expect(page.getByRole("main").getByText("Ann Arbor")).toBeVisible();
    await expect(page.getByRole("link", { name: /© OpenStreetMap contributors/ })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("main").getByText("Ann Arbor")).toBeVisible();
    expect(queries).toHaveLength(1);
    const [query] = queries;
    expect(Object.fromEntries(query ?? [])).toEqual({
      format: "json",
      lat: "42.28",
      lon: "-83.74",
      addressdetails: "1",
    });
  });
});

test.describe("with location denied", () => {
  test.use({ permissions: [] });

  test("the hero says 'Connect with students near you' and nothing is sent to Nominatim", async ({ page, context }) => {
    await context.clearPermissions();
    const queries = await stubNominatim(page);
    await skipIntroForThisVisit(page);
    await page.goto("/home");
    await expect(page.getByText("Connect with students near you")).toBeVisible();
    expect(queries).toHaveLength(0);
  });
});
