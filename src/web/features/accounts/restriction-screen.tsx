// What a suspended or banned person sees instead of the app: why, until when, and the way out (Sign Out).
import { LogOut, ShieldAlert } from "lucide-react";
import type { AccountBlock } from "@/domain/accounts/account-schemas";
import { restrictionTitle } from "@/domain/accounts/account-status";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import { usePageTitle } from "@/web/lib/use-page-title";
import { formatBanEnd } from "./format-ban-end";
import { useSignOutToHome } from "./use-sign-out-to-home";
import { Spinner } from "@/web/components/ui/spinner";

export function RestrictionScreen({ block }: { block: AccountBlock }) {
  const title = restrictionTitle(block);
  usePageTitle(title);
  const { signOut, pending } = useSignOutToHome();

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-12">
        <Card className="w-full max-w-lg border-red-400/40">
          <CardHeader className="items-center gap-3 text-center">
            <ShieldAlert aria-hidden="true" className="size-12 text-red-300" />
            <CardTitle asChild>
              <h1 className="text-2xl">{title}</h1>
            </CardTitle>
            <span className="inline-flex items-center rounded-full border border-red-300/50 bg-red-400/15 px-3 py-1 text-xs font-semibold tracking-wide text-red-100 uppercase">
              Status: {block.status === "banned" ? "Banned" : "Suspended"}
            </span>
            <CardDescription className="text-base">
              {block.status === "banned"
                ? "Your account has been banned, so you cannot use the app right now."
                : "Your account has been suspended, so you cannot use the app right now."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-4 rounded-lg border border-border bg-background/40 p-4">
              <div className="flex flex-col gap-1">
                <dt className="text-sm font-semibold text-muted-foreground">Reason</dt>
                <dd>{block.reason || "No reason was given."}</dd>
              </div>
              {block.status === "banned" ? (
                <div className="flex flex-col gap-1">
                  <dt className="text-sm font-semibold text-muted-foreground">Ban Duration</dt>
                  <dd>
                    {block.bannedUntil ? (
                      <>
                        Until <time dateTime={block.bannedUntil}>{formatBanEnd(block.bannedUntil)}</time>
                      </>
                    ) : (
                      "Permanent"
                    )}
                  </dd>
                </div>
              ) : null}
            </dl>
            <p className="mt-4 text-sm text-muted-foreground">
              If you think this is a mistake, please contact support: your school&apos;s administrators can review your
              account.
            </p>
          </CardContent>
          <CardFooter className="justify-center">
            <Button variant="outline" onClick={signOut} disabled={pending}>
              {pending ? <Spinner /> : <LogOut aria-hidden="true" />}
              Sign Out
            </Button>
          </CardFooter>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
