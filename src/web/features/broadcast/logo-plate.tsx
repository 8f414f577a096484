// The app's logo at the top centre of the scoreboards, on a dark plate so it reads on the chroma-key green.
import type { CSSProperties } from "react";
import { LogoMark } from "@/web/components/logo-mark";
import { APP_NAME } from "@/web/lib/app-name";
import { cn } from "@/web/lib/cn";

export function LogoPlate({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      className={cn(
        "flex items-center gap-5 rounded-3xl bg-slate-950/90 py-4 pr-9 pl-4 shadow-2xl shadow-black/40",
        className,
      )}
      style={style}
      data-testid="scoreboard-logo"
    >
      <LogoMark className="size-[88px] rounded-2xl text-[56px]" />
      <span className="text-[48px] leading-none font-black tracking-tight text-white">{APP_NAME}</span>
    </div>
  );
}
