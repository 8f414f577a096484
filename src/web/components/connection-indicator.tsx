// A small sign of whether live updates are flowing, for screens where realtime matters.
import { cn } from "@/web/lib/cn";
import { useConnectionState } from "@/web/lib/use-realtime";

// "Live" only while every topic the page follows is followed (see ConnectionState).
const LABELS = {
  open: "Live",
  connecting: "Connecting…",
  offline: "Offline: reconnecting",
  refused: "Not live: reload the page",
} as const;

export function ConnectionIndicator({ className }: { className?: string }) {
  const state = useConnectionState();
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn("inline-flex items-center gap-1.5 text-xs font-medium text-slate-300", className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2 rounded-full",
          state === "open" && "bg-emerald-400",
          state === "connecting" && "bg-amber-300 motion-safe:animate-pulse",
          (state === "offline" || state === "refused") && "bg-rose-400",
        )}
      />
      {LABELS[state]}
    </span>
  );
}
