// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { APP_NAME } from "@/web/lib/app-name";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

describe("the site header", () => {
  it("names the logo link by its text on screen, then 'home' (WCAG 2.5.3, label in name)", () => {
    const router = createMemoryRouter([{ path: "/", element: <SiteHeader /> }]);
    render(<RouterProvider router={router} />);
    const home = screen.getByRole("link", { name: `${APP_NAME} home` });
    // An aria-label would replace the text on screen, which also shows the mark's "C".
    expect(home.hasAttribute("aria-label")).toBe(false);
    expect(home.getAttribute("href")).toBe("/");
  });
});
