// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Label } from "./label";
import { Switch } from "./switch";

describe("Switch", () => {
  afterEach(cleanup);

  it("names itself by aria-labelledby pointing at its <Label htmlFor>, which every accessibility engine reads", () => {
    render(
      <>
        <Switch id="galaxy-background" />
        <Label htmlFor="galaxy-background">Galaxy Background</Label>
      </>,
    );
    const control = screen.getByRole("switch");
    const labelledBy = control.getAttribute("aria-labelledby");
    expect(labelledBy).toBeTruthy();
    expect(document.getElementById(labelledBy!)?.textContent).toBe("Galaxy Background");
  });

  it("keeps a name it is given", () => {
    render(<Switch id="push" aria-label="Notifications on this device" />);
    const control = screen.getByRole("switch", { name: "Notifications on this device" });
    expect(control.hasAttribute("aria-labelledby")).toBe(false);
  });
});
