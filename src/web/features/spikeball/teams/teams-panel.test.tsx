// @vitest-environment happy-dom
// The admin's Teams panel: the teams a page at a time, newest first, with page controls under the list.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminTeamsPage, TeamView } from "@/domain/spikeball/spikeball-schemas";
import { TeamsPanel } from "./teams-panel";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";

const team = (name: string): TeamView => ({
  id: `id-${name}`,
  name,
  maxPlayers: 4,
  createdAt: "2026-11-20T10:00:00.000Z",
  members: [],
});

function renderPanel() {
  renderWithQueries(<TeamsPanel />);
}

describe("the Teams panel", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("pages through the teams", async () => {
    fetchMock.mockImplementation(async (input) => {
      const page = Number(new URL(String(input), "http://localhost").searchParams.get("page"));
      const body: AdminTeamsPage = {
        teams: [team(`Team on page ${page}`)],
        availableUsers: [{ id: "free", name: "Free Fay", email: "fay@students.example" }],
        total: 25,
        page,
        pageSize: 20,
      };
      return jsonResponse(body);
    });
    renderPanel();
    await screen.findByRole("heading", { name: "Team on page 1" });
    screen.getByText("25 teams");
    expect(screen.getByRole("navigation", { name: "Team pages" }).textContent).toContain("Page 1 of 2");
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByRole("heading", { name: "Team on page 2" });
    screen.getByText("Page 2 of 2");
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain("page=2");
  });

  it("asks for the available players matching a search", async () => {
    fetchMock.mockImplementation(async (input) => {
      const search = new URL(String(input), "http://localhost").searchParams.get("playerSearch");
      const fay = { id: "free", name: "Free Fay", email: "fay@students.example" };
      const gus = { id: "gus", name: "Gus Later", email: "gus@students.example" };
      const body: AdminTeamsPage = {
        teams: [team("Only Team")],
        availableUsers: search ? [gus] : [fay],
        total: 1,
        page: 1,
        pageSize: 20,
      };
      return jsonResponse(body);
    });
    renderPanel();
    const captain = await screen.findByLabelText("Captain");
    expect(captain.textContent).toContain("Free Fay");
    fireEvent.change(screen.getByLabelText("Find available players"), { target: { value: " gus " } });
    await waitFor(() => expect(screen.getByLabelText("Captain").textContent).toContain("Gus Later"));
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain("playerSearch=gus");
  });

  it("says so when there are no teams, without page controls", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ teams: [], availableUsers: [], total: 0, page: 1, pageSize: 20 }));
    renderPanel();
    await screen.findByText("No teams yet");
    expect(screen.queryByRole("navigation", { name: "Team pages" })).toBeNull();
  });
});
