// Keeps the notification banner's place on a phone from a page's first paint (components/notification-slot.tsx): the
// school's notifications are asked at start, beside the session (a small JSON answer, public), and the slots reserve
// the collapsed bar's height while there is one this browser would show. The banner's own query reads the same cache.
import type { QueryClient } from "@tanstack/react-query";
import { visibleNotifications } from "@/domain/notifications/notification-rules";
import type { ActiveNotification } from "@/domain/notifications/notification-schemas";
import { BANNER_FREE_PATHS } from "@/web/app/banner-free-paths";
import { reserveNotificationPlace } from "@/web/components/notification-slot";
import {
  activeNotificationsKey,
  getActiveNotificationsQueryOptions,
} from "@/web/features/notifications/api/get-active-notifications";
import { readDismissed } from "@/web/features/notifications/dismissed-notifications";

export function keepNotificationPlace(queryClient: QueryClient) {
  const bannerFree = () => BANNER_FREE_PATHS.test(window.location.pathname);
  const place = reserveNotificationPlace(() => {
    if (bannerFree()) return false;
    const active = queryClient.getQueryData<ActiveNotification[]>(activeNotificationsKey);
    return active !== undefined && visibleNotifications(active, readDismissed(), new Date()).length > 0;
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.query.queryKey.join() === activeNotificationsKey.join()) place.changed();
  });
  // A scoreboard or overlay in OBS never shows the banner: it asks nothing.
  if (!bannerFree()) void queryClient.prefetchQuery(getActiveNotificationsQueryOptions());
}
