// Who may stay on the spikeball dashboard, including when the application check fails.
import { describe, expect, it } from "vitest";
import { dashboardAccess } from "./spikeball-dashboard-page";

const student = { role: "student" } as const;
const admin = { role: "admin" } as const;
const answered = (status: string | null, isError = false) => ({
  isPending: false,
  isError,
  data: status === null ? null : { status },
});

describe("dashboardAccess", () => {
  it("waits while the first check is under way", () => {
    expect(dashboardAccess({ isPending: true, isError: false, data: undefined }, student)).toBe("loading");
  });

  it("lets approved applicants and admins in, and sends everyone else to the signup page", () => {
    expect(dashboardAccess(answered("approved"), student)).toBe("dashboard");
    expect(dashboardAccess(answered("pending"), student)).toBe("signup");
    expect(dashboardAccess(answered("rejected"), student)).toBe("signup");
    expect(dashboardAccess(answered(null), student)).toBe("signup");
    expect(dashboardAccess(answered(null), admin)).toBe("dashboard");
  });

  it("sends everyone to the signup page when the check never answered", () => {
    expect(dashboardAccess({ isPending: false, isError: true, data: undefined }, student)).toBe("signup");
    expect(dashboardAccess({ isPending: false, isError: true, data: undefined }, admin)).toBe("signup");
  });

  it("keeps an approved student in when a later refetch fails, and a pending one out", () => {
    expect(dashboardAccess(answered("approved", true), student)).toBe("dashboard");
    expect(dashboardAccess(answered("pending", true), student)).toBe("signup");
  });
});
