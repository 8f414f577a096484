// Follows the realtime topics of some matches and writes each new row into every cached query that holds the
// match, so screens update within a fraction of a second. A row older than the one shown is ignored (an answer
// that arrived after a newer event).
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import {
  isSameOrNewer,
  type SportsMatch,
  type SportsMatchEvent,
  sportsMatchSchema,
} from "@/domain/broadcast/sports-schemas";
import { SPORTS_MATCH_EVENT, sportsMatchTopic } from "@/domain/broadcast/sports-topics";
import { realtimeClient } from "@/web/lib/shared-realtime-client";
import type { ControlCentreAnswer } from "./api/get-control-centre";
import type { SportsMatchAnswer } from "./api/get-sports-match";
import type { SportsMatchesAnswer } from "./api/get-sports-matches";
import { broadcastKeys } from "./api/query-keys";

function newer(current: SportsMatch | undefined, incoming: SportsMatch): SportsMatch {
  return !current || isSameOrNewer(incoming, current) ? incoming : current;
}

/** Writes a match row (from an event or a save's answer) into the one-match, four-match and control-centre caches. */
export function storeSportsMatch(queryClient: QueryClient, match: SportsMatch, serverTime: number) {
  queryClient.setQueryData<SportsMatchAnswer>(broadcastKeys.match(match.matchNumber), (old) =>
    old ? { ...old, match: newer(old.match, match) } : { match, serverTime },
  );
  const replaceIn = <T extends { matches: SportsMatch[] }>(old: T | undefined): T | undefined =>
    old && {
      ...old,
      matches: old.matches.map((m) => (m.matchNumber === match.matchNumber ? newer(m, match) : m)),
    };
  queryClient.setQueryData<SportsMatchesAnswer>(broadcastKeys.matches(), replaceIn);
  queryClient.setQueryData<ControlCentreAnswer>(broadcastKeys.controlCentre(), replaceIn);
}

/** The event's row, checked: a screen never breaks on a frame it does not understand. */
export function parseSportsMatchEvent(data: unknown): SportsMatchEvent | null {
  if (typeof data !== "object" || data === null) return null;
  const { match, serverTime, changeId } = data as Record<string, unknown>;
  const parsed = sportsMatchSchema.safeParse(match);
  if (!parsed.success || typeof serverTime !== "number") return null;
  return { match: parsed.data, serverTime, changeId: typeof changeId === "string" ? changeId : null };
}

/** Follows the given matches while mounted; `onEvent` also hears each event (the control centre's own changes). */
export function useLiveSportsMatches(matchNumbers: readonly number[], onEvent?: (event: SportsMatchEvent) => void) {
  const queryClient = useQueryClient();
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = matchNumbers.join(",");
  useEffect(() => {
    const client = realtimeClient();
    const stops = key
      .split(",")
      .filter(Boolean)
      .map((n) =>
        client.subscribe(sportsMatchTopic(Number(n)), (event) => {
          if (event.event !== SPORTS_MATCH_EVENT) return;
          const parsed = parseSportsMatchEvent(event.data);
          if (!parsed) return;
          storeSportsMatch(queryClient, parsed.match, parsed.serverTime);
          handler.current?.(parsed);
        }),
      );
    return () => stops.forEach((stop) => stop());
  }, [key, queryClient]);
}
