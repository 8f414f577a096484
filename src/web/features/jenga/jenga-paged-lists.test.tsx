// @vitest-environment happy-dom
// The Jenga lists that grow with the school, a page at a time: Manage Games and the hub's live games ask the server
// for the page shown and move between pages with the controls under the list.
import { fireEvent, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminGame, LiveGame } from "@/domain/jenga/jenga-schemas";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";
import { LiveGamesTab } from "./live-games-tab";
import { ManageGamesTab } from "./manage-games-tab";

const fetchMock = fetchDoubleForEachTest();

const wrap = (children: ReactNode) => renderWithQueries(<MemoryRouter>{children}</MemoryRouter>);

/** Answers `GET <path>?page=N…` with page N of `count` games named "Game <count>" (newest) down to "Game 1". */
function serveGames<T>(path: string, count: number, game: (n: number) => T) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const query = new URL(url, "http://x").searchParams;
    const page = Number(query.get("page"));
    const pageSize = Number(query.get("pageSize"));
    expect(url.startsWith(path)).toBe(true);
    const numbers = Array.from({ length: count }, (_, i) => count - i).slice((page - 1) * pageSize, page * pageSize);
    return jsonResponse({ games: numbers.map(game), total: count, page, pageSize });
  });
}

const adminGame = (n: number): AdminGame => ({
  id: `game-${n}`,
  name: `Game ${n}`,
  gameCode: "ABC234",
  status: "waiting",
  createdAt: "2026-01-01T10:00:00.000Z",
  startedAt: null,
  approvedPlayers: [],
  pendingPlayers: [],
});

const liveGame = (n: number): LiveGame => ({
  id: `game-${n}`,
  name: `Game ${n}`,
  status: "active",
  createdAt: "2026-01-01T10:00:00.000Z",
  players: [],
});

const gameNames = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("Manage Games", () => {
  it("shows the newest page first and moves to older games with the page controls", async () => {
    serveGames("/api/jenga/admin/games?", 25, adminGame);
    wrap(<ManageGamesTab />);
    await screen.findByRole("heading", { level: 3, name: "Game 25" });
    expect(gameNames()).toHaveLength(20);
    const nav = screen.getByRole("navigation", { name: "Game pages" });
    within(nav).getByText("Page 1 of 2");
    fireEvent.click(within(nav).getByRole("button", { name: /Next/ }));
    await screen.findByRole("heading", { level: 3, name: "Game 5" });
    expect(gameNames()).toEqual(["Game 5", "Game 4", "Game 3", "Game 2", "Game 1"]);
    expect(fetchMock).toHaveBeenLastCalledWith("/api/jenga/admin/games?page=2&pageSize=20", expect.anything());
  });

  it("shows no page controls when every game fits on one page", async () => {
    serveGames("/api/jenga/admin/games?", 3, adminGame);
    wrap(<ManageGamesTab />);
    await screen.findByRole("heading", { level: 3, name: "Game 3" });
    expect(screen.queryByRole("navigation", { name: "Game pages" })).toBeNull();
  });
});

describe("the hub's live games", () => {
  it("pages through the waiting and active games", async () => {
    serveGames("/api/jenga/games?", 21, liveGame);
    wrap(<LiveGamesTab />);
    await screen.findByRole("heading", { level: 3, name: "Game 21" });
    const nav = screen.getByRole("navigation", { name: "Active game pages" });
    fireEvent.click(within(nav).getByRole("button", { name: /Next/ }));
    await screen.findByRole("heading", { level: 3, name: "Game 1" });
    within(nav).getByText("Page 2 of 2");
  });
});
