// The notification banner, once the app knows who is visiting. A blocked account's session is ended as soon as it is
// seen (features/accounts/api/get-me.ts); mounted before that, the banner's socket would still carry the session, and
// the server refuses it. After it, the socket goes as any visitor's does, so the restriction screen keeps the
// school's notifications, live (their list is asked without the session: api/get-active-notifications.ts).
import { useSession } from "@/web/features/accounts/use-session";
import { NotificationBanner } from "@/web/features/notifications/notification-banner";

export function NotificationBannerView() {
  const session = useSession();
  return session.status === "loading" ? null : <NotificationBanner />;
}
