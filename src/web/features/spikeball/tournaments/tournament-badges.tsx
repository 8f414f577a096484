// Small labels of the tournament screens: a tournament's status and a match's status.
import type { MatchStatus, TournamentStatus } from "@/domain/spikeball/bracket";
import { cn } from "@/web/lib/cn";

const TOURNAMENT_STYLES: Record<TournamentStatus, string> = {
  setup: "border-slate-300/50 bg-slate-300/10 text-slate-100",
  ready: "border-sky-300/60 bg-sky-300/15 text-sky-100",
  active: "border-emerald-300/60 bg-emerald-300/15 text-emerald-100",
  completed: "border-violet-300/60 bg-violet-300/15 text-violet-100",
};

const badge = "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize";

export function TournamentStatusBadge({ status, className }: { status: TournamentStatus; className?: string }) {
  return <span className={cn(badge, TOURNAMENT_STYLES[status], className)}>{status}</span>;
}

const MATCH_LABELS: Record<MatchStatus, string> = {
  pending: "Pending",
  scheduled: "Scheduled",
  in_progress: "In progress",
  completed: "Completed",
};

const MATCH_STYLES: Record<MatchStatus, string> = {
  pending: "border-slate-300/50 bg-slate-300/10 text-slate-100",
  scheduled: "border-sky-300/60 bg-sky-300/15 text-sky-100",
  in_progress: "border-amber-300/60 bg-amber-300/15 text-amber-100",
  completed: "border-emerald-300/60 bg-emerald-300/15 text-emerald-100",
};

export function MatchStatusBadge({ status, className }: { status: MatchStatus; className?: string }) {
  return <span className={cn(badge, "normal-case", MATCH_STYLES[status], className)}>{MATCH_LABELS[status]}</span>;
}

export function formatTournamentDate(iso: string | null): string {
  if (!iso) return "Not set";
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
