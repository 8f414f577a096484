// The game page's Game Rules card, with the numbers from the shared rules.
import { EASY_BLOCK_POINTS, HARD_BLOCK_POINTS, LOSER_PENALTY, WINNER_BONUS } from "@/domain/jenga/jenga-rules";
import { Card, CardContent } from "@/web/components/ui/card";
import { GameCardTitle } from "./game-card-title";

export function GameRulesCard() {
  return (
    <Card>
      <GameCardTitle>Game Rules</GameCardTitle>
      <CardContent>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
          <li>Easy block: +{EASY_BLOCK_POINTS} point</li>
          <li>Hard block: +{HARD_BLOCK_POINTS} points</li>
          <li>Winner: +{WINNER_BONUS} bonus points</li>
          <li>Loser: {LOSER_PENALTY} points (the loser gets no block points)</li>
          <li>Everyone else keeps their block points</li>
        </ul>
      </CardContent>
    </Card>
  );
}
