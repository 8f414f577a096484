// A user's schedule as the admin console shows it (admin_get_user_schedule).
import { durationMinutes, formatDuration, formatTime12h } from "@/domain/schedule/class-timing";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useUserSchedule } from "./api/get-user-schedule";

export function UserSchedulePanel({ userId }: { userId: string | null }) {
  const schedule = useUserSchedule(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{schedule.data ? `Schedule of ${schedule.data.user.name}` : "User Schedule"}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!userId ? (
          <p className="text-muted-foreground">Select a user to view their schedule.</p>
        ) : schedule.isError ? (
          <p role="alert" className="text-rose-300">
            Failed to fetch user schedule
          </p>
        ) : schedule.isPending ? (
          <p className="text-muted-foreground">Loading schedule…</p>
        ) : schedule.data.entries.length === 0 ? (
          <p className="text-muted-foreground">This user has no classes yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {schedule.data.entries.map((e) => (
              <li key={e.id} className="rounded-lg border border-border p-3">
                <p className="font-medium">{e.className}</p>
                <p className="text-sm text-muted-foreground">
                  {formatTime12h(e.startTime)} – {formatTime12h(e.endTime)} · {formatDuration(durationMinutes(e))}
                  {e.teacherName ? ` · ${e.teacherName}` : ""}
                  {e.roomNumber ? ` · Room ${e.roomNumber}` : ""}
                </p>
                <p className="text-xs text-muted-foreground">{e.daysOfWeek.join(", ")}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
