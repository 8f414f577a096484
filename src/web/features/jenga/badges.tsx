// Small labels of the Jenga pages: a game's status, and a count.
import type { GameStatus } from "@/domain/jenga/jenga-rules";
import { cn } from "@/web/lib/cn";

const STATUS_STYLES: Record<GameStatus, string> = {
  waiting: "border-amber-300/60 bg-amber-300/15 text-amber-100",
  active: "border-emerald-300/60 bg-emerald-300/15 text-emerald-100",
  finished: "border-slate-300/50 bg-slate-300/10 text-slate-100",
};

export function StatusBadge({ status, className }: { status: GameStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize",
        STATUS_STYLES[status],
        className,
      )}
    >
      {status}
    </span>
  );
}

export function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
