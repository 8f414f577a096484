// The students I blocked, each with Unblock; nothing shows when there are none.
import type { FriendsOverview } from "@/domain/friends/friends-schemas";
import { Button } from "@/web/components/ui/button";
import { useUnblockStudent } from "./api/unblock-student";

export function BlockedList({ blocked }: { blocked: FriendsOverview["blocked"] }) {
  const unblock = useUnblockStudent();
  if (!blocked.length) return null;
  return (
    <div className="mt-6">
      <h3 className="font-semibold">Blocked students</h3>
      <p className="text-sm text-muted-foreground">
        They cannot find you, send you requests or see anything you share.
      </p>
      <ul className="mt-2 flex flex-col gap-2" aria-label="Blocked students">
        {blocked.map((b) => (
          <li key={b.id} className="flex items-center justify-between gap-2 rounded-lg border border-border p-3">
            <span className="min-w-0 break-words">{b.name}</span>
            <Button size="sm" variant="outline" onClick={() => unblock.mutate(b.id)}>
              Unblock<span className="sr-only"> {b.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
