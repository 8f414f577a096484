// Demo Jenga content for `npm run demo`: a finished game, one in play and one waiting for players, between the demo
// students, made through the same use cases as the real app so every total and rating adds up. Only fills an empty
// jenga_games table, and only once the demo students exist.
import { count, eq } from "drizzle-orm";
import { findDemoStudents } from "../../db/demo-people";
import { jengaGames, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { createGame } from "./create-game";
import { finishGame } from "./finish-game";
import { approvePlayer } from "./approve-player";
import { invitePlayer } from "./invite-player";
import { joinGameByCode } from "./join-game";
import { makeMove } from "./make-move";
import { startGame } from "./start-game";
import { SILENT, type UseCaseDeps } from "../../platform/database/services-plugin";

// Nobody is connected while the demo data is written: there is no one to tell.
type Player = { id: string; name: string };

export async function seedDemoJenga(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(jengaGames);
  if ((existing?.n ?? 0) > 0) return 0;
  const students = await findDemoStudents(db);
  if (!students) return 0;
  const [maya, jordan, aisha] = students;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  const deps: UseCaseDeps = { db, realtime: SILENT };
  const host = { id: admin?.id ?? maya.id };

  const seat = async (name: string, players: Player[]) => {
    const game = await createGame(deps, host, name);
    for (const p of players) await joinGameByCode(deps, p, game.gameCode);
    for (const p of players) await approvePlayer(deps, game.id, p.id);
    return game;
  };
  const play = async (gameId: string, turns: [Player, "easy" | "hard"][]) => {
    for (const [player, difficulty] of turns) await makeMove(deps, player, gameId, difficulty);
  };

  const showdown = await seat("Friday Lunch Showdown", [maya, jordan, aisha]);
  await startGame(deps, showdown.id);
  await play(showdown.id, [
    [maya, "easy"],
    [jordan, "hard"],
    [aisha, "hard"],
    [maya, "hard"],
    [jordan, "easy"],
    [aisha, "hard"],
    [maya, "easy"],
    [jordan, "hard"],
  ]);
  await finishGame(deps, showdown.id, { winnerUserId: aisha.id, loserUserId: jordan.id });

  const library = await seat("Library Break Tower", [jordan, maya]);
  await startGame(deps, library.id);
  await play(library.id, [
    [jordan, "easy"],
    [maya, "hard"],
    [jordan, "hard"],
    [maya, "easy"],
    [jordan, "easy"],
  ]);

  // Waiting: Aisha is approved, Jordan's request waits for the admin, and Maya has an invite to answer.
  const club = await createGame(deps, host, "After-School Club");
  await joinGameByCode(deps, aisha, club.gameCode);
  await approvePlayer(deps, club.id, aisha.id);
  await joinGameByCode(deps, jordan, club.gameCode);
  if (admin) await invitePlayer(deps, admin, club.id, maya.id);
  return 3;
}
