// The top-right badge of the scoreboards: the C mark, the app's name and "Sports Network".
import type { CSSProperties } from "react";
import { SPORTS_TEXTS } from "@/domain/broadcast/sports-texts";
import { APP_NAME } from "@/web/lib/app-name";
import { cn } from "@/web/lib/cn";

export function NetworkBadge({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      className={cn(
        "flex items-center gap-4 rounded-2xl bg-slate-950/90 py-3 pr-7 pl-3 shadow-2xl shadow-black/40",
        className,
      )}
      style={style}
      data-testid="network-badge"
    >
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-xl bg-linear-135 from-indigo-600 to-violet-700 text-[40px] font-black text-white"
      >
        C
      </span>
      <span className="flex flex-col">
        <span className="text-[30px] leading-tight font-black text-white">{APP_NAME}</span>
        <span className="text-[17px] leading-tight font-bold tracking-[0.3em] text-slate-300 uppercase">
          {SPORTS_TEXTS.networkName}
        </span>
      </span>
    </div>
  );
}
