import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { keepNotificationPlace } from "@/web/app/notification-place";
import { AppProviders } from "@/web/app/providers";
import { createAppRouter, createHydratingAppRouter } from "@/web/app/router";
import { getMeQueryOptions, meQueryKey, SIGNED_OUT } from "@/web/features/accounts/api/get-me";
import { registerSendMessage } from "@/web/features/messaging/api/send-message";
import { restoreOfflineCopy } from "@/web/lib/offline-copy";
import { createQueryClient } from "@/web/lib/query-client";
import "@/web/styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
// Before the offline copy is restored: messages it holds that still wait to be sent need their way to the server.
registerSendMessage(queryClient);
keepNotificationPlace(queryClient);
const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (container.hasAttribute("data-prerendered")) {
  // A public page rendered at build time (scripts/prerender.ts), which the server sends only to a visitor without a
  // session cookie: nobody is signed in. Once the page's code has loaded, React takes over the markup as it is
  // (hydration), so the page never blinks, moves or scrolls.
  queryClient.setQueryData(meQueryKey, SIGNED_OUT);
  void createHydratingAppRouter().then((router) => hydrateRoot(container, app(router)));
} else {
  // The router starts loading the page's code now. The student's copy (IndexedDB, a few milliseconds) goes into the
  // cache before the first render, so the page paints what they saw last, with no signal too; then who is visiting
  // is asked, while the page's code downloads, rather than once it has loaded (on a phone's connection, a second or
  // more). A session the server no longer knows replaces the copy's with the sign-in page.
  const router = createAppRouter();
  void restoreOfflineCopy(queryClient).then(() => {
    // Asked whatever the copy's age: a copy saved seconds ago still names a session the server may have ended since
    // (signed out from another device), and the query's staleTime would take it for a fresh answer.
    void queryClient.prefetchQuery({ ...getMeQueryOptions(), staleTime: 0 });
    createRoot(container).render(app(router));
  });
}

// The service worker (built by vite-plugin-pwa, see vite.config.ts) makes the app installable and lets it open
// offline. Its precaching downloads every page's code, so it is registered only once the first page has had time to
// load its own code and data, and the browser is idle.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.error("The service worker could not be registered", error);
    });
  };
  window.addEventListener("load", () => {
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, 3000);
  });
}
