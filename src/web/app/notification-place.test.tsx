// @vitest-environment happy-dom
// The banner's place on a phone: kept from a page's first paint while the school has a notification this browser would
// show, on pages that show the banner, until the banner is there to fill it.
import { act, render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ActiveNotification } from "@/domain/notifications/notification-schemas";
import { NotificationSlot, useClaimNotificationSlot } from "@/web/components/notification-slot";
import { useActiveNotifications } from "@/web/features/notifications/api/get-active-notifications";
import { rememberDismissed } from "@/web/features/notifications/dismissed-notifications";
import { createQueryClient } from "@/web/lib/query-client";
import { QueryClientProvider } from "@tanstack/react-query";
import { fetchDoubleForEachTest, jsonResponse } from "@/web/testing/fetch-double";
import { keepNotificationPlace } from "./notification-place";

const notice = (id: string, expiresAt: string | null = null): ActiveNotification =>
  ({ id, title: `Notice ${id}`, message: "Buses leave at 1:15 PM.", type: "info", expiresAt }) as ActiveNotification;

let active: ActiveNotification[] = [];
const fetchMock = fetchDoubleForEachTest(async () => jsonResponse({ notifications: active }));

/** A slot on `path`, after the app started there (and asked for the school's notifications, on a banner's page). */
async function slotOn(path: string, { asks = true } = {}) {
  window.history.replaceState(null, "", path);
  fetchMock.mockClear();
  keepNotificationPlace(createQueryClient());
  if (asks) await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  else expect(fetchMock).not.toHaveBeenCalled();
  const { container } = render(<NotificationSlot />);
  return container.querySelector("[data-notification-slot]")!;
}

const reserves = (slot: Element) => slot.className.includes("min-h-14");

describe("the notification banner's place", () => {
  it("is kept while a notification would show, and given up once the banner is mounted", async () => {
    active = [notice("a")];
    const slot = await slotOn("/dashboard");
    await waitFor(() => expect(reserves(slot)).toBe(true));
    function Banner() {
      useClaimNotificationSlot();
      return null;
    }
    const banner = render(<Banner />);
    await waitFor(() => expect(reserves(slot)).toBe(false));
    act(() => banner.unmount());
    await waitFor(() => expect(reserves(slot)).toBe(true));
  });

  it("is asked for once: the banner, mounting later, reads the answer asked for at start", async () => {
    active = [notice("e")];
    window.history.replaceState(null, "", "/dashboard");
    fetchMock.mockClear();
    const client = createQueryClient();
    keepNotificationPlace(client);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    let shown: ActiveNotification[] | undefined;
    function Banner() {
      shown = useActiveNotifications().data;
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Banner />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(shown).toEqual(active));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is not kept with nothing to show: none active, all dismissed here, or all expired", async () => {
    for (const [list, dismiss] of [
      [[], null],
      [[notice("b")], "b"],
      [[notice("c", "2000-01-01T00:00:00.000Z")], null],
    ] as const) {
      active = [...list];
      if (dismiss) rememberDismissed(dismiss);
      const slot = await slotOn("/dashboard");
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(reserves(slot)).toBe(false);
    }
  });

  it("is not kept, nor asked for, on the pages without the banner: scoreboards, the lower third, the poster, the logo", async () => {
    active = [notice("d")];
    for (const path of ["/sports-lower-third-match-1", "/lower-third", "/campaign-poster", "/logo"]) {
      const slot = await slotOn(path, { asks: false });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(reserves(slot)).toBe(false);
    }
  });
});
