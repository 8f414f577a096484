import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { SkipLink } from "@/web/components/skip-link";

const NotificationBanner = lazy(() =>
  import("@/web/features/notifications/notification-banner").then((m) => ({ default: m.NotificationBanner })),
);

// Stream overlays (OBS browser sources), the logo and the printable poster stay free of the banner.
const WITHOUT_BANNER = /^\/(lower-third|sports-lower-third|campaign-poster|logo)/;

/** Wraps every page: the skip link, a thin progress bar while the next page's code loads, the page, the banner. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      {navigation.state === "loading" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
          <div className="h-full w-1/3 animate-pulse bg-accent" />
        </div>
      ) : null}
      <Outlet />
      {WITHOUT_BANNER.test(pathname) ? null : (
        <Suspense fallback={null}>
          <NotificationBanner />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
