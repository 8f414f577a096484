// A small sign of whether live updates are flowing, for screens where realtime matters: Live, Reconnecting… while the
// client tries again, Offline while the device has no network (the realtime client waits for it then).
import { cn } from "@/web/lib/cn";
import { CONNECTION_TEXTS } from "@/web/lib/connection-texts";
import { useConnectionState } from "@/web/lib/use-realtime";

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
          (state === "connecting" || state === "reconnecting") && "bg-amber-300 motion-safe:animate-pulse",
          (state === "offline" || state === "refused") && "bg-rose-400",
        )}
      />
      {CONNECTION_TEXTS.states[state]}
    </span>
  );
}
