// One team's panel of the bottom bar: team A in blue on the left, team B in red on the right (the stored colours
// are read but, as the specification says, the screens always draw A blue and B red). A changed score bounces the
// panel and shows its yellow layer and the goal icon for one second.
import { Goal } from "lucide-react";
import type { CSSProperties } from "react";
import { scoreProgress } from "@/domain/broadcast/sports-schemas";
import { cn } from "@/web/lib/cn";
import type { Flash } from "./use-score-flash";

export type TeamSide = "a" | "b";

const SIDE = {
  a: { label: "Team A", panel: "bg-linear-to-r from-blue-800 to-blue-600 rounded-l-3xl", bar: "bg-blue-300" },
  b: { label: "Team B", panel: "bg-linear-to-l from-red-800 to-red-600 rounded-r-3xl", bar: "bg-red-300" },
} as const;

type TeamPanelProps = {
  side: TeamSide;
  name: string;
  score: number;
  flash: Flash;
  /** The live display shows how close the team is to 10 goals. */
  showProgress?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** Long names get a smaller type so that up to 30 characters fit the panel. */
function nameSize(name: string): string {
  if (name.length <= 13) return "text-[52px]";
  if (name.length <= 16) return "text-[44px]";
  if (name.length <= 20) return "text-[36px]";
  if (name.length <= 25) return "text-[29px]";
  return "text-[24px]";
}

export function TeamPanel({ side, name, score, flash, showProgress = false, className, style }: TeamPanelProps) {
  const content = (tone: "light" | "dark") => (
    <div
      className={cn(
        "flex h-full items-center gap-8 px-8",
        side === "b" && "flex-row-reverse",
        tone === "light" ? "text-white" : "text-slate-950",
      )}
    >
      <span
        className={cn(
          "min-w-0 flex-1 truncate leading-none font-black uppercase",
          nameSize(name),
          side === "b" && "text-right",
        )}
      >
        {name}
      </span>
      <span
        className={cn(
          "flex h-[112px] min-w-[120px] items-center justify-center rounded-2xl px-4 text-[84px] leading-none font-black tabular-nums",
          tone === "light" ? "bg-slate-950/85 text-white" : "bg-slate-950 text-yellow-300",
        )}
        data-testid={tone === "light" ? `team-${side}-score` : undefined}
      >
        {score}
      </span>
    </div>
  );

  return (
    <div
      className={cn("relative h-full", className)}
      style={style}
      data-testid={`team-${side}-panel`}
      data-highlighted={flash.on ? "true" : "false"}
    >
      <div key={flash.key} className={cn("relative h-full", flash.on && "broadcast-bounce")}>
        <div className={cn("relative h-full overflow-hidden shadow-2xl shadow-black/40", SIDE[side].panel)}>
          {content("light")}
          {flash.on ? (
            <div aria-hidden="true" className="broadcast-flash absolute inset-0 bg-yellow-400">
              {content("dark")}
            </div>
          ) : null}
          {showProgress ? (
            <div className="absolute inset-x-0 bottom-0 h-3 bg-slate-950/40" aria-hidden="true">
              <div
                className={cn("broadcast-progress h-full", SIDE[side].bar)}
                style={{ transform: `scaleX(${scoreProgress(score)})` }}
                data-testid={`team-${side}-progress`}
              />
            </div>
          ) : null}
        </div>
        {flash.on ? (
          <span
            aria-hidden="true"
            className={cn(
              "broadcast-flash absolute -top-9 flex size-[72px] items-center justify-center rounded-full bg-yellow-400 text-slate-950 shadow-xl ring-4 ring-white",
              side === "a" ? "right-16" : "left-16",
            )}
            data-testid={`team-${side}-goal-icon`}
          >
            <Goal className="size-10" strokeWidth={2.5} />
          </span>
        ) : null}
      </div>
    </div>
  );
}
