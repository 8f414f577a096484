// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderErrorPage } from "@/web/app/render-error-page";

function Broken(): never {
  throw new Error("boom");
}

describe("RenderErrorPage", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("replaces a page that throws while rendering, with a way home and a reload button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: "/", Component: Broken, errorElement: <RenderErrorPage /> }]);

    render(<RouterProvider router={router} />);

    await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" });
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    screen.getByRole("button", { name: "Reload page" });
    expect(document.title).toContain("Unexpected Application Error!");
  });
});
