import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { BANNER_FREE_PATHS } from "@/web/app/banner-free-paths";
import { useIdle } from "@/web/lib/use-idle";
import { OfflineNotice } from "@/web/components/offline-notice";
import { SkipLink } from "@/web/components/skip-link";

const NotificationBanner = lazy(() =>
  import("@/web/app/notification-banner-view").then((m) => ({ default: m.NotificationBannerView })),
);
const AppToaster = lazy(() => import("@/web/app/app-toaster").then((m) => ({ default: m.AppToaster })));

/**
 * Wraps every page: the skip link, a thin progress bar while the next page's code loads, the notice that the page
 * shows the offline copy, the page, and once it has settled the notification banner and the toasts' outlet.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Neither is part of any page: they render once the page has settled (the banner's code brings zod).
  const idle = useIdle();
  return (
    <>
      <SkipLink />
      {navigation.state === "loading" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
          <div className="h-full w-1/3 animate-pulse bg-accent" />
        </div>
      ) : null}
      <OfflineNotice />
      <Outlet />
      {idle ? (
        <Suspense fallback={null}>
          {BANNER_FREE_PATHS.test(pathname) ? null : <NotificationBanner />}
          <AppToaster />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
