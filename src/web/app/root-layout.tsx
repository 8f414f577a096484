import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { BANNER_FREE_PATHS } from "@/web/app/banner-free-paths";
import { useIdle } from "@/web/app/use-idle";
import { SkipLink } from "@/web/components/skip-link";

const NotificationBanner = lazy(() =>
  import("@/web/features/notifications/notification-banner").then((m) => ({ default: m.NotificationBanner })),
);

/** Wraps every page: the skip link, a thin progress bar while the next page's code loads, the page, the banner. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The banner is not part of any page: its code (and zod, which it shares) loads once the page has painted.
  const idle = useIdle();
  return (
    <>
      <SkipLink />
      {navigation.state === "loading" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
          <div className="h-full w-1/3 animate-pulse bg-accent" />
        </div>
      ) : null}
      <Outlet />
      {!idle || BANNER_FREE_PATHS.test(pathname) ? null : (
        <Suspense fallback={null}>
          <NotificationBanner />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
