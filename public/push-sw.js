// Web Push in the service worker (vite.config.ts has the generated sw.js import this file). Every push shows a
// notification: browsers require it, and the server already left out the devices that saw the event live. A tap
// focuses a Cohort window on the push's page, or opens one.
/* global self */
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Cohort";
  // Only a path of this app: a push never sends anyone elsewhere.
  const url = typeof data.url === "string" && data.url.startsWith("/") && !data.url.startsWith("//") ? data.url : "/";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((client) => client.url === target);
      if (same) return same.focus();
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        try {
          const moved = await client.navigate(target);
          if (moved) return moved.focus();
        } catch {
          // A window this worker does not control cannot be navigated: open a new one instead.
        }
      }
      return self.clients.openWindow(target);
    })(),
  );
});
