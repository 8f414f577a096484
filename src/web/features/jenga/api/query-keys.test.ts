import { describe, expect, it } from "vitest";
import { jengaKeys } from "./query-keys";

// Live events and mutations refetch by the list's key; TanStack Query matches by prefix, so every page's key must
// start with it, or an event would leave the page shown stale.
describe("the Jenga lists' query keys", () => {
  it("puts every page under the key that live events refetch", () => {
    expect(jengaKeys.leaderboardPage(3).slice(0, 2)).toEqual([...jengaKeys.leaderboard()]);
    expect(jengaKeys.liveGamesPage(2).slice(0, 2)).toEqual([...jengaKeys.liveGames()]);
    expect(jengaKeys.adminGamesPage(4).slice(0, 3)).toEqual([...jengaKeys.adminGames()]);
    expect(jengaKeys.activeAdminGames().slice(0, 3)).toEqual([...jengaKeys.adminGames()]);
  });
});
