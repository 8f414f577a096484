// A choice among the approved players on no team, by name and email; the empty choice says what none means.
import type { PlayerView } from "@/domain/spikeball/spikeball-schemas";

export function PlayerSelect({
  id,
  value,
  onChange,
  noChoice,
  players,
}: {
  id: string;
  value: string;
  onChange: (userId: string) => void;
  noChoice: string;
  players: PlayerView[];
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="h-10 w-full rounded-lg border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <option value="">{noChoice}</option>
      {players.map((user) => (
        <option key={user.id} value={user.id}>
          {user.name} ({user.email})
        </option>
      ))}
    </select>
  );
}
