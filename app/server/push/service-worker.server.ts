/**
 * The staff web app's service worker (`/staff/sw.js`, scope `/staff/`; decision 0029), as the
 * text the browser runs. It only shows alerts and opens them: no fetch handler, no caching, so
 * the staff pages behave exactly as without it. What it shows comes from the push payload
 * (title, body, tag, url); a tapped alert opens a lead's page of this site and nothing else.
 * Plain JavaScript for every browser that runs service workers; kept short on purpose.
 */
export const SERVICE_WORKER_SOURCE = `"use strict";
const LEAD_PAGE = /^\\/staff\\/leads\\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Only a lead's page of this site; anything else opens the inbox.
function safePath(raw) {
  try {
    const url = new URL(String(raw || "").slice(0, 300), self.location.origin);
    if (url.origin === self.location.origin && LEAD_PAGE.test(url.pathname)) return url.pathname;
  } catch (error) {
    // Not a URL: the inbox.
  }
  return "/staff";
}

const text = (value, max) => (typeof value === "string" ? value.slice(0, max) : "");

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = {};
  }
  const title = text(data.title, 120) || "New lead";
  const tag = text(data.tag, 100);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: text(data.body, 240),
      // The same lead again (a retried send) replaces its alert instead of adding one.
      tag: tag || undefined,
      icon: "/staff/icon-192.png",
      data: { url: safePath(data.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = safePath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const staff = windows.find((client) => new URL(client.url).pathname.startsWith("/staff"));
      if (staff) {
        try {
          const focused = await staff.focus();
          await focused.navigate(path);
          return;
        } catch (error) {
          // A window this worker does not control cannot be navigated: open one instead.
        }
      }
      await self.clients.openWindow(path);
    })(),
  );
});
`;
