// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ClassesInCommon, FreeTogether, FriendSchedule } from "@/domain/friends/friends-schemas";
import { WEEKDAYS } from "@/domain/schedule/schedule-rules";
import { schoolClock } from "@/domain/schedule/school-clock";
import { friendsKeys } from "./api/query-keys";
import { FriendWeek } from "./friend-week";
import { FriendsInClass } from "./friends-in-class";
import { SchoolSharingSwitch } from "./school-sharing-switch";
import { renderWithQueries } from "@/web/testing/fetch-double";

afterEach(cleanup);

/** A client holding the given answers, which never refetches them during the test. */
function wrap(children: ReactNode, data: [readonly unknown[], unknown][]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  renderWithQueries(children, client);
}

describe("friends in a class on my Today's Schedule", () => {
  const common: ClassesInCommon = {
    classes: [
      {
        entryId: "bio",
        friends: [
          { id: "ana", name: "Ana Lopez", days: ["Monday", "Wednesday"] },
          { id: "ben", name: "Ben Okoro", days: ["Wednesday"] },
        ],
      },
    ],
  };

  it("names the friends who take this class today", () => {
    wrap(<FriendsInClass entryId="bio" weekday="Wednesday" />, [[friendsKeys.classesInCommon(), common]]);
    expect(screen.getByTestId("friends-in-class").textContent).toBe("Friends in this class: With Ana Lopez, Ben Okoro");
  });

  it("leaves out friends who take it on other days, and shows nothing when none is left", () => {
    wrap(<FriendsInClass entryId="bio" weekday="Monday" />, [[friendsKeys.classesInCommon(), common]]);
    expect(screen.getByTestId("friends-in-class").textContent).not.toContain("Ben");
    cleanup();
    wrap(<FriendsInClass entryId="bio" weekday="Friday" />, [[friendsKeys.classesInCommon(), common]]);
    expect(screen.queryByTestId("friends-in-class")).toBeNull();
    cleanup();
    wrap(<FriendsInClass entryId="art" weekday="Monday" />, [[friendsKeys.classesInCommon(), common]]);
    expect(screen.queryByTestId("friends-in-class")).toBeNull();
  });
});

describe("a friend's week", () => {
  const today = schoolClock(new Date(), "UTC").weekday;
  const tomorrow = WEEKDAYS[(WEEKDAYS.indexOf(today) + 1) % 7]!;
  const schedule = (roomNumber: string | null): FriendSchedule => ({
    friend: { id: "ben", name: "Ben Okoro" },
    showsRooms: roomNumber !== null,
    timeZone: "UTC",
    entries: [
      {
        id: "e1",
        className: "History",
        teacherName: "Ms. Reyes",
        roomNumber,
        startTime: "00:00",
        endTime: "00:01",
        daysOfWeek: [tomorrow],
      },
      {
        id: "e2",
        className: "AP Biology",
        teacherName: "Dr. Patel",
        roomNumber,
        startTime: "00:00",
        endTime: "23:59",
        daysOfWeek: [today],
      },
    ],
  });
  const free: FreeTogether = {
    friend: { id: "ben", name: "Ben Okoro" },
    weekday: today,
    isWeekend: false,
    periods: [
      { startTime: "10:00", endTime: "11:00", startLabel: "10:00 AM", endLabel: "11:00 AM", durationLabel: "1h" },
    ],
  };
  const show = (roomNumber: string | null) =>
    wrap(<FriendWeek friendId="ben" friendName="Ben Okoro" onClose={() => {}} />, [
      [friendsKeys.schedule("ben"), schedule(roomNumber)],
      [friendsKeys.freeTogether("ben"), free],
    ]);

  it("starts with today, gives today's classes a timing badge and the other days none", () => {
    show(null);
    const days = screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent);
    expect(days).toEqual(["Free together today", `${today} · Today`, tomorrow]);
    const rows = screen
      .getAllByRole("listitem")
      .filter((li) => li.hasAttribute("data-status") || li.textContent?.includes("History"));
    const biology = rows.find((li) => li.textContent?.includes("AP Biology"))!;
    expect(biology.getAttribute("data-status")).toMatch(/current|completed/);
    const history = rows.find((li) => li.textContent?.includes("History"))!;
    expect(history.hasAttribute("data-status")).toBe(false);
  });

  it("shows rooms only when the friend shares them", () => {
    show(null);
    expect(screen.queryByText(/Room/)).toBeNull();
    cleanup();
    show("S204");
    expect(screen.getAllByText("Room S204")).toHaveLength(2);
  });

  it("lists the free periods together", () => {
    show(null);
    const region = screen.getByRole("heading", { name: "Free together today" }).parentElement!;
    expect(within(region).getByText(/10:00 AM/).parentElement?.textContent).toContain("1h");
  });
});

describe("the admin's school-wide switch", () => {
  it("shows one labelled switch per school, in its current state", () => {
    wrap(<SchoolSharingSwitch />, [
      [
        friendsKeys.schoolSharing(),
        {
          schools: [
            { id: 1, name: "Riverside High School", scheduleSharingEnabled: true },
            { id: 2, name: "Lakeside High", scheduleSharingEnabled: false },
          ],
        },
      ],
    ]);
    const on = screen.getByRole("switch", { name: "Schedule sharing at Riverside High School" });
    const off = screen.getByRole("switch", { name: "Schedule sharing at Lakeside High" });
    expect(on.getAttribute("aria-checked")).toBe("true");
    expect(off.getAttribute("aria-checked")).toBe("false");
  });
});
