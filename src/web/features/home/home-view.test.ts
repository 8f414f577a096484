import { describe, expect, it } from "vitest";
import { homeView } from "./home-view";

describe("homeView", () => {
  it.each([true, false])("shows the spinner while the session loads (auth card chosen: %s)", (chosen) => {
    expect(homeView("loading", chosen)).toBe("spinner");
  });

  it.each([true, false])("shows the restriction screen to a blocked account (auth card chosen: %s)", (chosen) => {
    expect(homeView("blocked", chosen)).toBe("restriction");
  });

  it.each([true, false])("shows the dashboard when signed in, even if a way in was chosen (%s)", (chosen) => {
    expect(homeView("signed-in", chosen)).toBe("dashboard");
  });

  it("shows the auth card to a signed-out visitor who chose Login, Get Started or Sign In", () => {
    expect(homeView("signed-out", true)).toBe("auth-card");
  });

  it("shows the hero to a signed-out visitor who chose nothing yet", () => {
    expect(homeView("signed-out", false)).toBe("hero");
  });

  it("never guesses when the session could not be checked", () => {
    expect(homeView("unavailable", false)).toBe("session-unavailable");
    expect(homeView("unavailable", true)).toBe("session-unavailable");
  });
});
