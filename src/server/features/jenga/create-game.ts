// An admin creates a game; the server picks its unique 6-character code.
import { randomInt } from "node:crypto";
import { generateGameCode } from "../../../domain/jenga/jenga-rules";
import { jengaGames } from "../../db/schema";
import { AppError } from "../../platform/http/errors";
import type { SignedInUser } from "../../platform/auth/access";
import { announce } from "./jenga-events";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

// 31^6 (about 887 million) codes: a clash is rare, five in a row means something else is wrong.
const CODE_ATTEMPTS = 5;

export async function createGame(
  { db, realtime }: UseCaseDeps,
  admin: Pick<SignedInUser, "id">,
  name: string,
  randomIndex: (n: number) => number = randomInt,
) {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const gameCode = generateGameCode(randomIndex);
    const created = await db.transaction(async (tx) => {
      // A taken code inserts nothing (the unique constraint decides, even against a concurrent create).
      const [row] = await tx
        .insert(jengaGames)
        .values({ name, createdBy: admin.id, gameCode })
        .onConflictDoNothing({ target: jengaGames.gameCode })
        .returning();
      if (!row) return null;
      await announce(tx, realtime, row.id, "game-created", ["lobby", "admin", "console"]);
      return row;
    });
    if (created) {
      return {
        id: created.id,
        name: created.name,
        gameCode: created.gameCode,
        status: created.status,
        createdAt: created.createdAt.toISOString(),
      };
    }
  }
  throw new AppError("game_code_unavailable", "Could not find a free game code. Please try again.", 503);
}
