// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { createMemoryRouter, matchRoutes, type NonIndexRouteObject, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes, withPageLoaded } from "@/web/app/router";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("a page that fails while rendering");
}

/** Every path of the route tables in core-app.md §2 and games-tournaments-broadcast.md §2. */
const specifiedPaths = [
  "/",
  "/auth",
  "/logo",
  "/dashboard",
  "/admin/login",
  "/admin/dashboard",
  "/admin/messaging-docs",
  "/admin/spikeball-user-docs",
  "/terms",
  "/privacy",
  "/jenga",
  "/jenga/game/123",
  "/jenga/admin",
  "/jenga/leaderboard",
  "/spikeball-signup",
  "/spikeball-dashboard",
  "/lower-third",
  "/sports-lower-third",
  "/sports-lower-third-admin",
  "/sports-lower-third-match-1",
  "/sports-lower-third-match-2",
  "/sports-lower-third-match-3",
  "/sports-lower-third-match-4",
  "/campaign-poster",
];

/** Pages the product adds beyond those tables: the first run's setup page and the account page. */
const addedPaths = ["/setup", "/account"];

function leafRoute(pathname: string) {
  const matches = matchRoutes(routes, pathname);
  return matches?.at(-1)?.route;
}

describe("route table", () => {
  it.each([...specifiedPaths, ...addedPaths])("has its own route for %s", (pathname) => {
    const route = leafRoute(pathname);
    expect(route).toBeDefined();
    expect(route?.path).not.toBe("*");
  });

  it.each(["/nope", "/jenga/game", "/sports-lower-third-match-5", "/admin"])(
    "sends %s to the not-found page",
    (pathname) => {
      expect(leafRoute(pathname)?.path).toBe("*");
    },
  );

  it("loads every page on demand", () => {
    const children = routes[0]?.children ?? [];
    // The specified paths, the added ones and the catch-all.
    expect(children).toHaveLength(specifiedPaths.length + addedPaths.length + 1);
    for (const child of children) {
      expect(child.lazy, `route ${child.path ?? "index"}`).toBeTypeOf("function");
      expect(child.Component ?? child.element).toBeUndefined();
    }
  });

  it("shows the render-error page when a page fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // The product's own root route, with the terms page swapped for one that throws while rendering.
    const root = routes[0] as NonIndexRouteObject;
    const children = root.children!.map((route) =>
      route.path === "terms" ? { path: "terms", Component: Broken } : route,
    );
    const table = [{ ...root, children }];
    render(createElement(RouterProvider, { router: createMemoryRouter(table, { initialEntries: ["/terms"] }) }));

    await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" });
    screen.getByRole("button", { name: "Reload page" });
  });
});

describe("withPageLoaded", () => {
  it("loads the routes of the page asked for, and only those, in a copy of the table", async () => {
    const table = await withPageLoaded(routes, "/terms");
    const children = table[0]?.children ?? [];
    const terms = children.find((route) => route.path === "terms");
    const privacy = children.find((route) => route.path === "privacy");

    expect(terms?.lazy).toBeUndefined();
    expect(terms?.Component).toBeTypeOf("function");
    expect(privacy?.lazy).toBeTypeOf("function");
    expect(routes[0]?.children?.find((route) => route.path === "terms")?.lazy).toBeTypeOf("function");
  });

  it("loads the not-found page for an address no page has", async () => {
    const table = await withPageLoaded(routes, "/no-such-page");
    const catchAll = table[0]?.children?.find((route) => route.path === "*");
    expect(catchAll?.lazy).toBeUndefined();
    expect(catchAll?.Component).toBeTypeOf("function");
  });
});
