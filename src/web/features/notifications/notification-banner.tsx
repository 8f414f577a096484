// The notification banner: one card per active, unexpired notification that this browser has not closed, at the top
// right of the page just below the site header. It updates live, for signed-in and anonymous visitors alike.
// It takes its place in the page's flow (notification-slot.tsx) and shows little until asked: on a desktop the newest
// card and a button for the others, on a phone a one-line bar that opens the list. So however many there are, it
// never lies over a page's title or controls (issue 36: seven cards covered Join Game, Create Team, Back to Hub).
import { AlertTriangle, CheckCircle2, ChevronDown, ChevronUp, Info, X, XCircle } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { visibleNotifications } from "@/domain/notifications/notification-rules";
import type { ActiveNotification } from "@/domain/notifications/notification-schemas";
import type { NotificationType } from "@/domain/notifications/notification-texts";
import { NOTIFICATIONS_TOPIC } from "@/domain/notifications/notification-topics";
import { useClaimNotificationSlot, useNotificationSlot } from "@/web/components/notification-slot";
import { cn } from "@/web/lib/cn";
import { useRealtimeTopic, useRefetchQueries } from "@/web/lib/use-realtime";
import { activeNotificationsKey, useActiveNotifications } from "./api/get-active-notifications";
import { readDismissed, rememberDismissed } from "./dismissed-notifications";

const STYLES: Record<NotificationType, { card: string; Icon: typeof Info }> = {
  info: { card: "border-sky-400/60 bg-sky-950/95 text-sky-50", Icon: Info },
  success: { card: "border-emerald-400/60 bg-emerald-950/95 text-emerald-50", Icon: CheckCircle2 },
  warning: { card: "border-amber-400/60 bg-amber-950/95 text-amber-50", Icon: AlertTriangle },
  error: { card: "border-rose-400/60 bg-rose-950/95 text-rose-50", Icon: XCircle },
};

const countLabel = (count: number) => (count === 1 ? "1 notification" : `${count} notifications`);

function NotificationCard({ notification: n, onDismiss }: { notification: ActiveNotification; onDismiss: () => void }) {
  const { card, Icon } = STYLES[n.type] ?? STYLES.info;
  return (
    <div role="status" className={cn("flex gap-3 rounded-lg border p-3 shadow-xl", card)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{n.title}</p>
        <p className="text-sm break-words whitespace-pre-wrap opacity-90">{n.message}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        // 44 px to tap on a phone (the negative margin keeps the card as compact as before), 32 px elsewhere.
        className="-m-2 flex size-11 shrink-0 items-center justify-center rounded hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:-m-1 sm:size-8"
        aria-label={`Dismiss notification: ${n.title}`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export function NotificationBanner() {
  const active = useActiveNotifications();
  const slot = useNotificationSlot();
  useClaimNotificationSlot();
  const listId = useId();
  const [dismissed, setDismissed] = useState(() => readDismissed());
  const [now, setNow] = useState(() => new Date());
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    if (active.isError) console.error("Failed to load notifications", active.error);
  }, [active.isError, active.error]);

  const refetch = useRefetchQueries(activeNotificationsKey);
  useRealtimeTopic(NOTIFICATIONS_TOPIC, refetch, refetch);

  const visible = useMemo(() => visibleNotifications(active.data ?? [], dismissed, now), [active.data, dismissed, now]);

  // Take a notification down the moment it expires, without waiting for a refetch.
  const nextExpiry = Math.min(
    ...visible.map((n) => (n.expiresAt ? Date.parse(n.expiresAt) : Number.POSITIVE_INFINITY)),
  );
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, nextExpiry - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [nextExpiry]);

  const newest = visible[0];
  if (!slot || !newest) return null;
  const dismiss = (id: string) => {
    rememberDismissed(id);
    setDismissed(readDismissed());
  };
  const others = visible.length - 1;
  const { Icon } = STYLES[newest.type] ?? STYLES.info;
  return createPortal(
    <section aria-label="School notifications" className="relative z-10 mx-auto max-w-6xl px-4 pt-3 sm:px-6">
      <div className="ml-auto flex w-full flex-col gap-2 sm:max-w-sm">
        {/* The phone's bar: the newest title and how many there are; the list opens below it. */}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className={cn(
            "flex min-h-11 w-full items-center gap-2 rounded-lg border px-3 text-left text-sm shadow-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:hidden",
            STYLES[newest.type]?.card ?? STYLES.info.card,
          )}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1 truncate font-semibold">{newest.title}</span>
          <span className="shrink-0 opacity-90">{countLabel(visible.length)}</span>
          {expanded ? (
            <ChevronUp aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
          )}
        </button>
        <div id={listId} className={cn("flex-col gap-2", expanded ? "flex" : "hidden sm:flex")}>
          {(expanded ? visible : [newest]).map((n) => (
            <NotificationCard key={n.id} notification={n} onDismiss={() => dismiss(n.id)} />
          ))}
        </div>
        {others > 0 ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className="hidden min-h-8 items-center justify-end gap-1 self-end rounded px-2 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:flex"
          >
            {expanded ? "Show only the newest" : `Show ${others} more`}
            {expanded ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : null}
      </div>
    </section>,
    slot,
  );
}
