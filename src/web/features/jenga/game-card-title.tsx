import { CardHeader, CardTitle } from "@/web/components/ui/card";

/** The heading of a card on the game page (an h2 under the game's name). */
export function GameCardTitle({ children }: { children: string }) {
  return (
    <CardHeader>
      <CardTitle asChild>
        <h2>{children}</h2>
      </CardTitle>
    </CardHeader>
  );
}
