// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScheduleEntry } from "@/domain/schedule/schedule-schemas";
import type { Weekday } from "@/domain/schedule/schedule-rules";
import type { RealtimeEvent } from "@/web/lib/realtime-types";
import { ScheduleSummary } from "./schedule-summary";
import { TodayScheduleCard } from "./today-schedule-card";
import type * as UseRealtime from "@/web/lib/use-realtime";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";

// The realtime socket is replaced by a handle on the card's subscription, so a test can deliver an event.
const realtime = vi.hoisted(() => ({ topic: null as string | null, deliver: (_: RealtimeEvent) => {} }));
vi.mock("@/web/lib/use-realtime", async (importOriginal) => ({
  ...(await importOriginal<typeof UseRealtime>()),
  useRealtimeTopic: (topic: string | null, onEvent: (event: RealtimeEvent) => void) => {
    realtime.topic = topic;
    realtime.deliver = onEvent;
  },
}));
const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError, success: vi.fn() } }));

const SCHOOL_ZONE = "America/New_York";
const WEEK: Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

const entry = (className: string, startTime: string, endTime: string, daysOfWeek = WEEK): ScheduleEntry => ({
  id: `id-${className}`,
  className,
  teacherName: `Teacher of ${className}`,
  roomNumber: "B112",
  startTime,
  endTime,
  daysOfWeek,
  updatedAt: "2026-01-05T12:00:00.000Z",
});

let entries: ScheduleEntry[] = [];
const answerLikeTheServer = async (input: RequestInfo | URL) => {
  const path = String(input);
  if (path === "/api/schedule/settings") return jsonResponse({ timeZone: SCHOOL_ZONE });
  if (path === "/api/schedule/entries") return jsonResponse({ entries });
  return jsonResponse({ error: { code: "not_found", message: `no mock for ${path}` } }, 404);
};
const fetchMock = fetchDoubleForEachTest(answerLikeTheServer);

function renderDashboardParts() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithQueries(
    <>
      <section aria-label="Schedule summary">
        <ScheduleSummary />
      </section>
      <TodayScheduleCard userId="user-1" />
    </>,
    queryClient,
  );
}

const card = () => screen.getByRole("region", { name: "Today's Schedule" });
const summary = () => screen.getByRole("region", { name: "Schedule summary" });
const row = (className: string) => within(card()).getByRole("heading", { name: className }).closest("li")!;

describe("the Today's Schedule card", () => {
  beforeEach(() => {
    // Only the clock and the 30-second interval are faked; promises and React's own timers run for real.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    entries = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    toastError.mockClear();
  });

  it("lists today's classes in start order with times, duration, teacher, room and badge", async () => {
    // Wednesday 2026-03-04, 08:50 in New York (UTC−5).
    vi.setSystemTime(new Date("2026-03-04T13:50:00Z"));
    entries = [
      entry("Chemistry", "13:20", "14:10"),
      entry("English 11", "09:00", "10:30"),
      entry("Chess Club", "15:30", "16:30", ["Saturday"]),
      entry("AP Biology", "08:00", "08:50"),
    ];
    renderDashboardParts();

    await waitFor(() => expect(within(card()).getAllByRole("listitem")).toHaveLength(3));
    expect(
      within(card())
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["AP Biology", "English 11", "Chemistry"]);
    expect(row("English 11").textContent).toContain("9:00 AM – 10:30 AM");
    expect(row("English 11").textContent).toContain("1h 30m");
    expect(row("English 11").textContent).toContain("Teacher of English 11");
    expect(row("English 11").textContent).toContain("Room B112");
    expect(row("Chemistry").textContent).toContain("1:20 PM – 2:10 PM");
    expect(row("AP Biology").getAttribute("data-status")).toBe("completed");
    within(row("English 11")).getByText("Upcoming · in 10m");
    expect(within(row("Chemistry")).queryByText(/Upcoming/)).toBeNull();
    within(card()).getByText(/Wednesday, March 4/);
  });

  it("moves the badges on every 30-second refresh", async () => {
    vi.setSystemTime(new Date("2026-03-04T13:54:00Z")); // 08:54
    entries = [entry("English 11", "09:00", "09:50")];
    renderDashboardParts();
    await waitFor(() => within(row("English 11")).getByText("Upcoming · in 6m"));

    act(() => {
      vi.advanceTimersByTime(30_000);
    }); // 08:54:30: still the same minute
    within(row("English 11")).getByText("Upcoming · in 6m");
    act(() => {
      vi.advanceTimersByTime(30_000);
    }); // 08:55
    within(row("English 11")).getByText("Transition · in 5m");
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    }); // 09:00
    within(row("English 11")).getByText("Current · 50m left");
    expect(row("English 11").getAttribute("aria-current")).toBe("time");
    act(() => {
      vi.advanceTimersByTime(45 * 60_000);
    }); // 09:45
    expect(within(row("English 11")).getByText("Current · 5m left").parentElement?.dataset.tone).toBe("ending");
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    }); // 09:50
    within(row("English 11")).getByText("Completed");
  });

  it("shows the relaxing message on a weekend without classes", async () => {
    vi.setSystemTime(new Date("2026-03-07T15:00:00Z")); // Saturday 10:00
    entries = [entry("English 11", "09:00", "09:50")];
    renderDashboardParts();

    await within(card()).findByText("It's the weekend!");
    within(card()).getByText(/Relax, recharge/);
    within(summary()).getByText("No classes today");
  });

  it("suggests the iOS app on a weekday without classes", async () => {
    vi.setSystemTime(new Date("2026-03-04T15:00:00Z"));
    renderDashboardParts();

    await within(card()).findByText("No classes scheduled for today");
    within(card()).getByText(/Create your schedule in the iOS app/);
  });

  it("reckons the day in the school's zone, and says so to a device elsewhere", async () => {
    // Thursday 02:00 UTC (the test device's zone) is still Wednesday 21:00 in New York.
    vi.setSystemTime(new Date("2026-03-05T02:00:00Z"));
    entries = [entry("Evening Robotics", "20:30", "22:00", ["Wednesday"])];
    renderDashboardParts();

    await within(card()).findByRole("heading", { name: "Evening Robotics" });
    within(row("Evening Robotics")).getByText("Current · 1h left");
    within(card()).getByText(/It's 9:00 PM at school: times are in the school's time zone/);
  });

  it("says 'Error loading schedule' with the server's message, in the card and in a toast", async () => {
    vi.setSystemTime(new Date("2026-03-04T15:00:00Z"));
    fetchMock.mockImplementation(async (input) =>
      String(input) === "/api/schedule/settings"
        ? jsonResponse({ timeZone: SCHOOL_ZONE })
        : jsonResponse({ error: { code: "internal", message: "The database is not answering" } }, 500),
    );
    renderDashboardParts();

    const alert = await within(card()).findByRole("alert");
    expect(alert.textContent).toContain("Error loading schedule");
    expect(alert.textContent).toContain("The database is not answering");
    // The toast is raised by an effect, which runs after the browser paints. Vitest's waitFor polls with real
    // timers (Testing Library's would poll with the faked setInterval).
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Error loading schedule", {
        description: "The database is not answering",
      }),
    );
    within(summary()).getByText("Error loading schedule");
  });

  it("refetches my entries when the server announces a schedule change", async () => {
    vi.setSystemTime(new Date("2026-03-04T13:00:00Z"));
    renderDashboardParts();
    await within(card()).findByText("No classes scheduled for today");
    expect(realtime.topic).toBe("user:user-1");

    entries = [entry("AP Biology", "08:00", "08:50")];
    act(() => realtime.deliver({ topic: "user:user-1", event: "message", data: null }));
    act(() => realtime.deliver({ topic: "user:user-1", event: "schedule", data: null }));

    await within(card()).findByRole("heading", { name: "AP Biology" });
    const entryCalls = fetchMock.mock.calls.filter(([input]) => String(input) === "/api/schedule/entries");
    expect(entryCalls).toHaveLength(2);
  });
});

describe("the Schedule summary", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts today's classes, names the first 2 with their start time and the rest as '+N more'", async () => {
    vi.setSystemTime(new Date("2026-03-02T12:00:00Z")); // Monday 07:00
    entries = [
      entry("Chemistry", "13:20", "14:10"),
      entry("English 11", "08:55", "09:45"),
      entry("Algebra II", "09:50", "10:40"),
      entry("AP Biology", "08:00", "08:50"),
      entry("Art", "11:00", "11:50", ["Friday"]),
    ];
    renderDashboardParts();

    await within(summary()).findByText("4 classes today");
    const items = within(summary())
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["AP Biology8:00 AM", "English 118:55 AM", "+2 more"]);
    expect(within(summary()).getByRole("link", { name: "See today's schedule" }).getAttribute("href")).toBe(
      "#todays-schedule",
    );
  });
});
