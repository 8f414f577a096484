// The Overview tab's feed of recent activity across the school.
import { groupRepeats } from "@/domain/admin/activity-groups";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useActivity } from "./api/get-activity";

export function RecentActivityCard() {
  const activity = useActivity();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle asChild>
          <h3>Recent Activity</h3>
        </CardTitle>
        {activity.data && (
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold">{activity.data.length}</span>
        )}
      </CardHeader>
      {/* Focusable, so keyboard users can scroll the feed too. */}
      <CardContent
        tabIndex={0}
        role="region"
        aria-label="Recent activity feed"
        className="max-h-[500px] overflow-y-auto rounded-b-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {activity.isPending ? (
          <ul aria-label="Loading activity" className="flex flex-col gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="h-12 animate-pulse rounded-lg bg-secondary motion-reduce:animate-none" />
            ))}
          </ul>
        ) : !activity.data?.length ? (
          <p className="text-muted-foreground">No recent activity</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {groupRepeats(activity.data).map(({ activity: a, count, oldestAt }, i) => (
              <li key={`${a.createdAt}-${i}`} className="rounded-lg border border-border p-3">
                <p className="text-sm break-words">
                  {a.activityDescription}
                  {count > 1 ? (
                    <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold">
                      {count} times
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {a.userEmail ? `${a.userEmail} · ` : ""}
                  {count > 1 ? `${new Date(oldestAt).toLocaleString()} to ` : ""}
                  {new Date(a.createdAt).toLocaleString()}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
