// The hub's Live Games tab: join by code, and the waiting and active games with their players, a page at a time.
import { LogIn, Users } from "lucide-react";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { GAME_CODE_LENGTH } from "@/domain/jenga/jenga-rules";
import { joinGameSchema } from "@/domain/jenga/jenga-schemas";
import { buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { PageNav } from "@/web/components/ui/page-nav";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { toast } from "@/web/lib/toast";
import { useLiveGames } from "./api/get-live-games";
import { useJoinGame } from "./api/join-game";
import { StatusBadge } from "./badges";
import { usePageCount } from "@/web/lib/use-page-count";

export function LiveGamesTab() {
  return (
    <div className="flex flex-col gap-6">
      <JoinByCode />
      <LiveGameList />
    </div>
  );
}

function JoinByCode() {
  const join = useJoinGame();
  const { control, submit, reset } = useSchemaForm(joinGameSchema, {
    defaultValues: { code: "" },
    invalidToast: (first) => ({ title: "Error", description: first }),
  });
  const code = useWatch({ control, name: "code" });

  const onSubmit = submit((values) =>
    join.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success("Request Sent!", {
          description: "Your request to join the game has been sent to the admin for approval",
        });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Join a Game</h2>
        </CardTitle>
        <CardDescription>Enter the 6-character code your admin gave you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <Label htmlFor="jenga-game-code">Game Code</Label>
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <Input
                  {...field}
                  id="jenga-game-code"
                  onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                  maxLength={GAME_CODE_LENGTH}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="ABC234"
                  className="font-mono tracking-[0.3em] uppercase"
                />
              )}
            />
          </div>
          <SubmitButton pending={join.isPending} disabled={!code} icon={<LogIn aria-hidden="true" />}>
            Join Game
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

function LiveGameList() {
  const [page, setPage] = useState(1);
  const games = useLiveGames(page);
  // Games finish while the hub is open: a page that emptied out gives way to the new last one.
  // Adjusted while rendering (not in an effect), so the emptied page is never shown.
  const pages = usePageCount(games, page, setPage);
  return (
    <section aria-labelledby="jenga-live-games">
      <h2 id="jenga-live-games" className="text-xl font-semibold">
        Active Games
      </h2>
      {games.isPending ? (
        <p className="mt-3 text-muted-foreground">Loading games…</p>
      ) : games.isError ? (
        <p role="alert" className="mt-3 text-red-300">
          Failed to load games.
        </p>
      ) : games.data.total === 0 ? (
        <p className="mt-3 text-muted-foreground">No active games. Use the game code above to join a game!</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {games.data.games.map((game) => (
            <li key={game.id}>
              <Card className="h-full gap-3 py-5">
                <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
                  <CardTitle asChild>
                    <h3 className="break-words">{game.name}</h3>
                  </CardTitle>
                  <StatusBadge status={game.status} />
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-3">
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Users aria-hidden="true" className="size-4" />
                    {game.players.length} {game.players.length === 1 ? "player" : "players"}
                  </p>
                  {game.players.length > 0 ? (
                    <p className="text-sm break-words">{game.players.map((p) => p.name).join(", ")}</p>
                  ) : null}
                  <Link
                    to={`/jenga/game/${game.id}`}
                    className={buttonVariants({
                      variant: game.status === "active" ? "default" : "outline",
                      size: "sm",
                    })}
                    aria-label={`${game.status === "active" ? "Join Game" : "View Game"}: ${game.name}`}
                  >
                    {game.status === "active" ? "Join Game" : "View Game"}
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PageNav label="Active game pages" className="mt-4" page={page} pageCount={pages} onPage={setPage} />
    </section>
  );
}
