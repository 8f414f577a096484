// A 1920x1080 stage, scaled to fit the window: OBS browser sources are set to 1920x1080 and see it as designed;
// a smaller window (a preview, a phone) sees the same picture, smaller.
import { type ReactNode, useSyncExternalStore } from "react";
import { CHROMA_GREEN } from "@/domain/broadcast/chroma-pages";
import { cn } from "@/web/lib/cn";

export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

function subscribeToResize(notify: () => void) {
  window.addEventListener("resize", notify);
  return () => window.removeEventListener("resize", notify);
}

const windowScale = () => Math.min(window.innerWidth / STAGE_WIDTH, window.innerHeight / STAGE_HEIGHT);

export function Stage({ children, className }: { children: ReactNode; className?: string }) {
  const scale = useSyncExternalStore(subscribeToResize, windowScale, () => 1);
  return (
    <div
      data-broadcast-stage
      className={cn("fixed inset-0 overflow-hidden", className)}
      style={{ backgroundColor: CHROMA_GREEN }}
    >
      <div
        className="absolute top-1/2 left-1/2 origin-center"
        style={{
          width: STAGE_WIDTH,
          height: STAGE_HEIGHT,
          transform: `translate(-50%, -50%) scale(${scale})`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
