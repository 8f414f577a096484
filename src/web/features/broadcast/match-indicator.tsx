// Which of the four matches this screen shows: its number, and a dot per match with its own lit.
import { SPORTS_MATCH_NUMBERS } from "@/domain/broadcast/sports-schemas";
import { cn } from "@/web/lib/cn";

export function MatchIndicator({ matchNumber, visible }: { matchNumber: number; visible: boolean }) {
  return (
    <div
      className={cn("flex items-center gap-4 transition-opacity duration-500", visible ? "opacity-100" : "opacity-0")}
      data-testid="match-indicator"
    >
      <span className="text-[22px] leading-none font-extrabold tracking-[0.25em] text-slate-200">
        MATCH {matchNumber}
      </span>
      <span aria-hidden="true" className="flex gap-2">
        {SPORTS_MATCH_NUMBERS.map((n) => (
          <span key={n} className={cn("size-3 rounded-full", n === matchNumber ? "bg-white" : "bg-slate-500")} />
        ))}
      </span>
    </div>
  );
}
