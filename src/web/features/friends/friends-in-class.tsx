// "Classes in common" on my Today's Schedule: under a class, the friends (sharing with me) who take it today too.
// The dashboard passes it to the schedule card for each class; it reads one shared query for all classes.
import { UsersRound } from "lucide-react";
import type { Weekday } from "@/domain/schedule/schedule-rules";
import { useClassesInCommon } from "./api/get-classes-in-common";

export function FriendsInClass({ entryId, weekday }: { entryId: string; weekday: Weekday }) {
  const common = useClassesInCommon();
  const friends =
    common.data?.classes.find((c) => c.entryId === entryId)?.friends.filter((f) => f.days.includes(weekday)) ?? [];
  if (!friends.length) return null;
  return (
    <p className="mt-2 flex items-start gap-1.5 text-sm text-sky-200" data-testid="friends-in-class">
      <UsersRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">
        <span className="sr-only">Friends in this class: </span>
        <span aria-hidden="true">With </span>
        {friends.map((f) => f.name).join(", ")}
      </span>
    </p>
  );
}
