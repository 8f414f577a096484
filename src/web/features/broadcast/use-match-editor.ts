// Binds a MatchEditor to the page: saves land in the query cache, failures show the specification's toast and
// reload the server's state, events of our own changes acknowledge them, and leaving the page sends what waits.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import { toast } from "@/web/lib/toast";
import { failedToUpdateMatch } from "@/domain/broadcast/sports-schemas";
import { ApiError } from "@/web/lib/api-client";
import { changeSportsMatch } from "./api/change-sports-match";
import { broadcastKeys } from "./api/query-keys";
import { resetSportsMatch } from "./api/reset-sports-match";
import { storeSportsMatch, useLiveSportsMatches } from "./use-live-sports-matches";
import { MatchEditor } from "./match-editor";

// Change ids only need to be unique to this tab; getRandomValues works on a plain-http school server too.
const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, "0")).join("");
let changeCount = 0;
const newChangeId = () => `${TAB_ID}:${++changeCount}`;

export function useMatchEditor(matchNumber: number): MatchEditor {
  const queryClient = useQueryClient();
  const [editor] = useState(
    () =>
      new MatchEditor({
        send: (change) => changeSportsMatch(matchNumber, change),
        reset: (changeId) => resetSportsMatch(matchNumber, changeId),
        onSaved: ({ match, serverTime }) => storeSportsMatch(queryClient, match, serverTime),
        onFailed: (error) => {
          toast.error(failedToUpdateMatch(matchNumber), {
            description: error instanceof ApiError ? error.message : undefined,
          });
          void queryClient.invalidateQueries({ queryKey: broadcastKeys.controlCentre() });
        },
        newChangeId,
      }),
  );
  useLiveSportsMatches([matchNumber], (event) => editor.acknowledge(event.changeId));
  useEffect(() => {
    const onPageHide = () => editor.flush();
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      editor.flush();
    };
  }, [editor]);
  useSyncExternalStore(
    editor.subscribe,
    () => editor.version,
    () => editor.version,
  );
  return editor;
}
