// What a scoreboard screen needs: the match (defaults until data arrives, then live), whether the row came from the
// server, and nothing that can throw. Read errors are logged and retried; the defaults stay on screen meanwhile.
import { useEffect } from "react";
import { defaultSportsMatch, type SportsMatch } from "@/domain/broadcast/sports-schemas";
import { useConnectionState } from "@/web/lib/use-realtime";
import { useSportsMatch } from "./api/get-sports-match";
import { broadcastKeys } from "./api/query-keys";
import { useLiveSportsMatches } from "./use-live-sports-matches";
import { useRefetchOnReconnect } from "./use-refetch-on-reconnect";

export function useMatchScreen(matchNumber: number): { match: SportsMatch; fromServer: boolean } {
  // While the socket is down (a network drop, a proxy that refuses WebSockets) the screen polls instead.
  const offline = useConnectionState() !== "open";
  const query = useSportsMatch(matchNumber, offline);
  useLiveSportsMatches([matchNumber]);
  useRefetchOnReconnect(broadcastKeys.match(matchNumber));
  useEffect(() => {
    if (query.error) console.warn(`match ${matchNumber}: could not read the scoreboard yet`, query.error);
  }, [query.error, matchNumber]);
  const match = query.data?.match;
  return match ? { match, fromServer: true } : { match: defaultSportsMatch(matchNumber), fromServer: false };
}
