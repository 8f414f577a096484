// `/lower-third`: the lower-third generator behind its PIN gate, shown while the server says this browser holds the
// grant a right PIN gives (12 hours; the page asks again when it runs out). Name and title inputs ('Update Graphics'
// puts them on the banner), 'Restart Animation', the animated banner preview, Start/Stop Record of the banner's own
// canvas to a webm file, and a green-screen or transparent background for OBS, with a full-window output view.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { cn } from "@/web/lib/cn";
import { usePageTitle } from "@/web/lib/use-page-title";
import { getLowerThirdGrantQueryOptions, useLowerThirdGrant } from "./api/get-lower-third-grant";
import { LowerThirdGenerator } from "./lower-third-generator";
import { PinGate } from "./pin-gate";
import "./broadcast.css";

const PAGE_TITLE = "Lower-Third Generator";

/** Whether the server lets this browser in: undefined while it is asked; asked again when the grant runs out. */
function useServerGrant(): boolean | undefined {
  const queryClient = useQueryClient();
  const grant = useLowerThirdGrant();
  const expiresAt = grant.status === "success" ? Date.parse(grant.data.expiresAt) : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: getLowerThirdGrantQueryOptions().queryKey }),
      Math.max(0, expiresAt - Date.now()) + 1_000,
    );
    return () => clearTimeout(timer);
  }, [expiresAt, queryClient]);
  return grant.status === "pending" ? undefined : grant.status === "success";
}

export function LowerThirdPage() {
  usePageTitle(PAGE_TITLE);
  const unlocked = useServerGrant();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        aria-busy={unlocked === undefined}
        className={cn(
          "mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6",
          unlocked ? undefined : "justify-center",
        )}
      >
        {unlocked === undefined ? null : unlocked ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight">{PAGE_TITLE}</h1>
            <LowerThirdGenerator />
          </>
        ) : (
          <PinGate title={PAGE_TITLE} />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
