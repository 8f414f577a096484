// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AdminGame, type LeaderboardPage, type LeaderboardRow } from "@/domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "@/domain/jenga/jenga-texts";
import { renderWithQueries } from "@/web/testing/fetch-double";
import { toastErrorsForEachTest } from "@/web/testing/toast-errors";
import { FinishGameTab } from "./finish-game-tab";
import { LeaderboardContent } from "./jenga-leaderboard-page";
import { RecordTab } from "./record-tab";

const toastError = toastErrorsForEachTest();

afterEach(() => {
  cleanup();
});

/** Picks an option of a select. */
const choose = (select: HTMLElement, value: string) => fireEvent.change(select, { target: { value } });

const wrap = (children: ReactNode) => renderWithQueries(<MemoryRouter>{children}</MemoryRouter>);

const row = (name: string, totalPoints: number, extra: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  rank: 1,
  userId: name.toLowerCase(),
  userName: name,
  totalPoints,
  rating: 1000,
  gamesPlayed: 2,
  gamesWon: 1,
  gamesLost: 1,
  ...extra,
});

/** The first page of a leaderboard holding just these players, ranked in this order. */
const firstPage = (rows: LeaderboardRow[]): LeaderboardPage => {
  const players = rows.map((r, i) => ({ ...r, rank: i + 1 }));
  return { players, podium: players.slice(0, 3), myRank: null, total: players.length, page: 1, pageSize: 50 };
};
const noPaging = { page: 1, onPage: () => {} };

describe("the leaderboard", () => {
  it("says 'No Players Yet' when nobody has played", () => {
    wrap(<LeaderboardContent board={firstPage([])} me="ana" {...noPaging} />);
    screen.getByRole("heading", { name: "No Players Yet" });
  });

  it("shows no podium with fewer than 3 players", () => {
    wrap(<LeaderboardContent board={firstPage([row("Ana", 10), row("Ben", 5)])} me="ana" {...noPaging} />);
    expect(screen.queryByText("Champion")).toBeNull();
    screen.getByRole("table", { name: "Full Rankings" });
  });

  it("puts the top three on the podium and everyone in the rankings with rate and average", () => {
    const players = [
      row("Ana", 21, { rating: 1016, gamesPlayed: 3, gamesWon: 2 }),
      row("Ben", 9),
      row("Cleo", 4),
      row("Dev", -10, { gamesPlayed: 0, gamesWon: 0, gamesLost: 0 }),
    ];
    wrap(<LeaderboardContent board={firstPage(players)} me="ben" {...noPaging} />);
    const podium = screen.getByRole("region", { name: "Top three" });
    const places = within(podium)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(places).toEqual([
      expect.stringMatching(/^Champion\s*Ana\s*21 points · rating 1016$/),
      expect.stringMatching(/^2nd Place\s*Ben/),
      expect.stringMatching(/^3rd Place\s*Cleo/),
    ]);
    const table = screen.getByRole("table", { name: "Full Rankings" });
    const rows = within(table).getAllByRole("row");
    const cells = rows.map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(cells).toEqual([
      ["Rank", "Name", "Rating", "Points", "Games", "Win Rate", "Avg / Game"],
      ["1", "Ana", "1016", "21", "3", "67%", "7"],
      ["2", "Ben (you)", "1000", "9", "2", "50%", "5"],
      ["3", "Cleo", "1000", "4", "2", "50%", "2"],
      ["4", "Dev", "1000", "-10", "0", "0%", "0"],
    ]);
  });

  it("shows a later page with its ranks going on, the podium of the first three, and page controls under it", () => {
    const top = [row("Ana", 90, { rank: 1 }), row("Ben", 80, { rank: 2 }), row("Cleo", 70, { rank: 3 })];
    const board: LeaderboardPage = {
      players: [row("Zoe", 2, { rank: 51 }), row("Yan", 1, { rank: 52 })],
      podium: top,
      myRank: 51,
      total: 102,
      page: 2,
      pageSize: 50,
    };
    const onPage = vi.fn();
    wrap(<LeaderboardContent board={board} me="zoe" page={2} onPage={onPage} />);
    const podium = screen.getByRole("region", { name: "Top three" });
    within(podium).getByText("Ana");
    const table = screen.getByRole("table", { name: "Full Rankings" });
    const ranks = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.querySelector("td")?.textContent);
    expect(ranks).toEqual(["51", "52"]);
    const nav = screen.getByRole("navigation", { name: "Leaderboard pages" });
    within(nav).getByText("Page 2 of 3");
    fireEvent.click(within(nav).getByRole("button", { name: /Next/ }));
    expect(onPage).toHaveBeenCalledWith(3);
    // Zoe is on this page: no need to offer her the way to it.
    screen.getByText(/Your rank: 51 of 102/);
    expect(screen.queryByRole("button", { name: "Show my rank" })).toBeNull();
  });

  it("offers the way to my own page when I am ranked elsewhere", () => {
    const onPage = vi.fn();
    const board = { ...firstPage([row("Ana", 90), row("Ben", 80), row("Cleo", 70)]), myRank: 120, total: 130 };
    wrap(<LeaderboardContent board={board} me="zoe" page={1} onPage={onPage} />);
    screen.getByText(/Your rank: 120 of 130/);
    fireEvent.click(screen.getByRole("button", { name: "Show my rank" }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});

describe("My Record", () => {
  it("rounds the win rate and average, and shows 0 with no games", () => {
    wrap(<RecordTab stats={{ totalPoints: 20, rating: 1010, gamesPlayed: 3, gamesWon: 1, gamesLost: 1 }} />);
    expect(screen.getByText("Win Rate").nextSibling?.textContent).toBe("33%");
    expect(screen.getByText("Average Points per Game").nextSibling?.textContent).toBe("7");
    cleanup();
    wrap(<RecordTab stats={{ totalPoints: 0, rating: 1000, gamesPlayed: 0, gamesWon: 0, gamesLost: 0 }} />);
    expect(screen.getByText("Win Rate").nextSibling?.textContent).toBe("0%");
    expect(screen.getByText("Average Points per Game").nextSibling?.textContent).toBe("0");
  });
});

describe("Finish Game", () => {
  const game = (id: string, status: AdminGame["status"], names: string[]): AdminGame => ({
    id,
    name: `Game ${id}`,
    gameCode: "ABC234",
    status,
    createdAt: new Date().toISOString(),
    startedAt: null,
    approvedPlayers: names.map((name, turnOrder) => ({ userId: name.toLowerCase(), name, turnOrder })),
    pendingPlayers: [],
  });

  it("offers active games only, and a loser list without the chosen winner", () => {
    wrap(<FinishGameTab games={[game("1", "active", ["Ana", "Ben", "Cleo"]), game("2", "waiting", ["Dev"])]} />);
    const gameSelect = screen.getByLabelText("Game") as HTMLSelectElement;
    expect([...gameSelect.options].map((o) => o.text)).toEqual(["Select a game", "Game 1 (ABC234)"]);
    choose(gameSelect, "1");
    choose(screen.getByLabelText("Winner"), "ben");
    const loser = screen.getByLabelText("Loser") as HTMLSelectElement;
    expect([...loser.options].map((o) => o.text)).toEqual(["Select the loser", "Ana", "Cleo"]);
  });

  it("asks for a game, a winner and a loser, in a toast and under the fields, and forgets a loser made winner", async () => {
    wrap(<FinishGameTab games={[game("1", "active", ["Ana", "Ben", "Cleo"])]} />);
    fireEvent.click(screen.getByRole("button", { name: "Finish Game" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Error", { description: JENGA_TEXTS.selectFinish }));
    const gameSelect = screen.getByLabelText("Game");
    expect(gameSelect.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(gameSelect.getAttribute("aria-describedby")!)?.textContent).toBe(
      JENGA_TEXTS.selectFinish,
    );

    choose(gameSelect, "1");
    choose(screen.getByLabelText("Winner"), "ben");
    const loser = screen.getByLabelText("Loser") as HTMLSelectElement;
    choose(loser, "ana");
    choose(screen.getByLabelText("Winner"), "ana");
    expect(loser.value).toBe("");
  });

  it("says so when no game is active", () => {
    wrap(<FinishGameTab games={[game("2", "finished", ["Dev"])]} />);
    screen.getByText("No active games to finish.");
  });
});
