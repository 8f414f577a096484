// Small labels of the spikeball pages: an application's state, a captain, a count.
import { Crown } from "lucide-react";
import type { ApplicationState } from "@/domain/spikeball/spikeball-rules";
import { cn } from "@/web/lib/cn";

const STATE_STYLES: Record<ApplicationState, string> = {
  pending: "border-amber-300/60 bg-amber-300/15 text-amber-100",
  approved: "border-emerald-300/60 bg-emerald-300/15 text-emerald-100",
  denied: "border-rose-300/60 bg-rose-300/15 text-rose-100",
  not_applied: "border-slate-300/50 bg-slate-300/10 text-slate-100",
};

/** How an application state reads: on its badge and in the admin's filter. */
export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  pending: "Pending",
  approved: "Approved",
  denied: "Denied",
  not_applied: "Not applied",
};

const pill = "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold";

export function ApplicationBadge({ state, className }: { state: ApplicationState; className?: string }) {
  return <span className={cn(pill, STATE_STYLES[state], className)}>{APPLICATION_STATE_LABELS[state]}</span>;
}

export function CaptainBadge() {
  return (
    <span className={cn(pill, "border-amber-300/60 bg-amber-300/15 text-amber-100")}>
      <Crown aria-hidden="true" className="size-3" />
      Captain
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
