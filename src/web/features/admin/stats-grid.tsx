// The console's headline numbers, one card each; a dash until they load.
import { Activity as ActivityIcon, Gamepad2, UserCheck, UserMinus, UserPlus, Users, UserX } from "lucide-react";
import { useEffect } from "react";
import { useStats } from "./api/get-stats";

export function StatsGrid() {
  const stats = useStats();
  const s = stats.data;
  const cards = [
    { label: "Total Users", value: s?.totalUsers, Icon: Users },
    { label: "New This Week", value: s?.newUsersWeek, Icon: UserPlus },
    { label: "New Today", value: s?.newUsersToday, Icon: UserPlus },
    { label: "Active Users", value: s?.activeUsers, Icon: UserCheck },
    { label: "Suspended", value: s?.suspendedUsers, Icon: UserMinus },
    { label: "Banned", value: s?.bannedUsers, Icon: UserX },
    { label: "Total Games", value: s?.totalGames, Icon: Gamepad2 },
    { label: "Active Games", value: s?.activeGames, Icon: ActivityIcon },
  ];
  useEffect(() => {
    if (stats.isError) console.error("Failed to load statistics", stats.error);
  }, [stats.isError, stats.error]);
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Statistics">
      {cards.map(({ label, value, Icon }) => (
        <li key={label} className="flex items-center gap-3 rounded-xl border border-border bg-card p-4">
          <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
          <div>
            <p className="text-2xl font-bold tabular-nums">{value ?? "–"}</p>
            <p className="text-sm text-muted-foreground">{label}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
