// The notification banner, once the app knows who is visiting. A blocked account's session is ended as soon as it is
// seen (features/accounts/api/get-me.ts); asked before that, the banner's fetch and its socket would still carry the
// session, and the server refuses both. After it, they go as any visitor's do, so the restriction screen keeps the
// school's notifications, live.
import { useSession } from "@/web/features/accounts/use-session";
import { NotificationBanner } from "@/web/features/notifications/notification-banner";

export function NotificationBannerView() {
  const session = useSession();
  return session.status === "loading" ? null : <NotificationBanner />;
}
