import { CHROMA_GREEN, isChromaPage } from "@/domain/broadcast/chroma-pages";
import { Spinner } from "@/web/components/ui/spinner";

/**
 * Shown while the first page's code loads; on a chroma-keyed scoreboard only its green, as from the first paint
 * (src/server/platform/http/spa.ts), so that an OBS source never flashes a loading screen.
 */
export function PageLoading() {
  if (typeof window !== "undefined" && isChromaPage(window.location.pathname)) {
    return <div aria-hidden="true" className="fixed inset-0" style={{ backgroundColor: CHROMA_GREEN }} />;
  }
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-6" />
      <span>Loading…</span>
    </div>
  );
}
