// Where the person is signed in: one row per session with its device, when it signed in and when it was last active,
// and the ways to sign the others out, one or all.
import { isToday, isYesterday } from "date-fns";
import { LogOut, Monitor } from "lucide-react";
import { ACCOUNT_PAGE_TEXTS as TEXTS } from "@/domain/accounts/account-page-texts";
import type { AccountSession } from "@/domain/accounts/account-schemas";
import { deviceName } from "@/domain/accounts/device-name";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/format-date";
import { toast } from "@/web/lib/toast";
import { useAccountSessions, useEndOtherSessions, useEndSession } from "./api/account-sessions";
import { Spinner } from "@/web/components/ui/spinner";

/** Last active is known to the day (the server records it at most once a day), so it is said as a day. */
function dayOf(iso: string): string {
  const moment = new Date(iso);
  if (isToday(moment)) return "today";
  if (isYesterday(moment)) return "yesterday";
  return `on ${formatDate(iso)}`;
}

export function SessionsList() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {TEXTS.sessionsLoading}
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p>{TEXTS.sessionsFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const others = sessions.data.filter((session) => !session.current);
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={TEXTS.sessionsTitle} className="flex flex-col divide-y divide-border rounded-lg border">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others.length ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={endOthers.isPending}
          onClick={() => endOthers.mutate(undefined, { onSuccess: () => toast.success(TEXTS.otherSessionsEnded) })}
        >
          {endOthers.isPending ? <Spinner /> : null}
          {TEXTS.signOutOthers}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{TEXTS.noOtherSessions}</p>
      )}
    </div>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const device = deviceName(session.userAgent);
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <Monitor aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current ? (
            <span className="rounded-full border border-emerald-300/50 bg-emerald-400/15 px-2 py-0.5 text-xs font-semibold text-emerald-100">
              {TEXTS.thisDevice}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {TEXTS.signedInOn} <time dateTime={session.signedInAt}>{formatDate(session.signedInAt)}</time> ·{" "}
          {TEXTS.lastActive} <time dateTime={session.lastActiveAt}>{dayOf(session.lastActiveAt)}</time>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          aria-label={`${TEXTS.signOutSession} of ${device}, signed in ${formatDate(session.signedInAt)}`}
          disabled={end.isPending}
          onClick={() => end.mutate(session.id, { onSuccess: () => toast.success(TEXTS.sessionEnded) })}
        >
          {end.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          {TEXTS.signOutSession}
        </Button>
      )}
    </li>
  );
}
