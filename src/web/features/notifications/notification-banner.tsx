// The notification banner: fixed at the top right, one card per active, unexpired notification that this browser
// has not closed. It updates live, for signed-in and anonymous visitors alike.
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { visibleNotifications } from "@/domain/notifications/notification-rules";
import type { NotificationType } from "@/domain/notifications/notification-texts";
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

export function NotificationBanner() {
  const active = useActiveNotifications();
  const [dismissed, setDismissed] = useState(() => readDismissed());
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (active.isError) console.error("Failed to load notifications", active.error);
  }, [active.isError, active.error]);

  const refetch = useRefetchQueries(activeNotificationsKey);
  useRealtimeTopic("notifications", refetch, refetch);

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

  if (!visible.length) return null;
  return (
    <section
      aria-label="School notifications"
      // Below the site header (4rem high), so that Sign Out, Login and the logo stay usable. The stack scrolls within
      // itself: past the screen's height on a desktop, and on a phone, where it spans the width, past about a card and
      // a half, so that most of the screen stays clear. Focusable, so keyboard users can scroll it too.
      tabIndex={0}
      className="fixed top-18 right-3 z-40 flex max-h-[calc(100dvh-5.25rem)] w-[calc(100vw-1.5rem)] max-w-sm flex-col gap-2 overflow-y-auto overscroll-contain rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none max-sm:max-h-[min(11rem,30dvh)]"
    >
      {visible.map((n) => {
        const { card, Icon } = STYLES[n.type] ?? STYLES.info;
        return (
          <div
            key={n.id}
            role="status"
            className={cn("flex shrink-0 gap-3 rounded-lg border p-3 shadow-xl backdrop-blur", card)}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{n.title}</p>
              <p className="text-sm break-words whitespace-pre-wrap opacity-90">{n.message}</p>
            </div>
            <button
              type="button"
              onClick={() => {
                rememberDismissed(n.id);
                setDismissed(readDismissed());
              }}
              // 44 px to tap on a phone (the negative margin keeps the card as compact as before), 32 px elsewhere.
              className="-m-2 flex size-11 shrink-0 items-center justify-center rounded hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:-m-1 sm:size-8"
              aria-label={`Dismiss notification: ${n.title}`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
