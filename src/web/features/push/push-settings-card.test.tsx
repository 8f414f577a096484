// @vitest-environment happy-dom
// "Notifications on this device": what the card says where the browser cannot push, that the permission is asked
// only on the tap, and the devices and choices as the server gives them.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PUSH_PREFERENCES } from "@/domain/push/push-rules";
import { PUSH_TEXTS } from "@/domain/push/push-texts";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";
import { PushSettingsCard } from "./push-settings-card";

vi.mock("@/web/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Safari/604.1";
const devices = [
  {
    id: "0b6c2a4e-8a0b-4c1e-9d8f-0a1b2c3d4e5f",
    label: "Chrome on Android",
    createdAt: "2026-11-02T08:00:00Z",
    thisDevice: true,
  },
  {
    id: "1c7d3b5f-9b1c-4d2f-8e9a-1b2c3d4e5f60",
    label: "Firefox on Windows",
    createdAt: "2026-10-20T16:30:00Z",
    thisDevice: false,
  },
];

let serverDevices = devices;
const fetchMock = fetchDoubleForEachTest(async (input) => {
  const url = String(input);
  if (url.endsWith("/api/push/devices")) return jsonResponse({ devices: serverDevices });
  if (url.endsWith("/api/push/preferences")) {
    return jsonResponse({ preferences: { ...DEFAULT_PUSH_PREFERENCES, jenga: true } });
  }
  return new Response(null, { status: 404 });
});

/** A browser that can push: a service worker, PushManager and Notification with the given permission. */
function pushCapableBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", Object.assign(class {}, { permission, requestPermission }));
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => undefined },
  });
  return { requestPermission };
}

function renderCard() {
  renderWithQueries(<PushSettingsCard />);
}

beforeEach(() => {
  serverDevices = devices;
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.restoreAllMocks();
});

describe("where the browser cannot push", () => {
  it("says so, with what to use instead, and offers no switch", () => {
    renderCard();
    expect(screen.getByRole("note").textContent).toBe(PUSH_TEXTS.unsupported);
    expect(screen.queryByRole("switch", { name: "Notifications on this device" })).toBeNull();
  });

  it("tells an iPhone outside the home-screen app to add Cohort to the home screen", () => {
    pushCapableBrowser("default");
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE);
    renderCard();
    expect(screen.getByRole("note").textContent).toBe(PUSH_TEXTS.iosNeedsHomeScreen);
  });

  it("says how to allow notifications when the person blocked them", () => {
    pushCapableBrowser("denied");
    renderCard();
    expect(screen.getByRole("note").textContent).toBe(PUSH_TEXTS.denied);
  });
});

describe("where the browser can push", () => {
  it("lists my devices, marks this one, shows my choices, and asks no permission on load", async () => {
    const { requestPermission } = pushCapableBrowser("default");
    renderCard();
    const list = await screen.findByRole("list", { name: "Devices that get notifications" });
    expect(list.textContent).toContain("Chrome on Android (this device)");
    expect(list.textContent).toContain("Firefox on Windows");
    screen.getByRole("button", { name: "Remove Firefox on Windows" });
    const onHere = screen.getByRole("switch", { name: "Notifications on this device" });
    await waitFor(() => expect(onHere.getAttribute("aria-checked")).toBe("true"));
    expect(screen.getByRole("switch", { name: "Jenga invites and turns" }).getAttribute("aria-checked")).toBe("true");
    expect(
      screen.getByRole("switch", { name: "Hide message text on the lock screen" }).getAttribute("aria-checked"),
    ).toBe("false");
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("asks for the permission on the tap, and explains a refusal without subscribing", async () => {
    const { requestPermission } = pushCapableBrowser("default", "denied");
    serverDevices = [];
    renderCard();
    await screen.findByText(PUSH_TEXTS.noDevices);
    const onHere = screen.getByRole("switch", { name: "Notifications on this device" });
    await waitFor(() => expect(onHere.hasAttribute("disabled")).toBe(false));
    fireEvent.click(onHere);
    await waitFor(() => expect(screen.getByRole("note").textContent).toBe(PUSH_TEXTS.denied));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });
});
