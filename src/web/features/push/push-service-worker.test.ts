// public/push-sw.js, the service worker's push code, run against a stand-in for the worker's global scope: every
// push shows a notification, only for a path of this app, and a tap brings the right page forward. (Chromium gives
// a test no way to tap a notification, so e2e/push.spec.ts stops at the notification shown.)
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";

const ORIGIN = "https://cohort.riverside.example";
const source = fs.readFileSync(path.join(import.meta.dirname, "../../../../public/push-sw.js"), "utf8");

type Shown = { title: string; options: { body: string; data: { url: string } } };
type FakeWindow = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

/** Loads the worker's code with its own `self`: the handlers it registers, the notifications it shows. */
function loadWorker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: {
      showNotification: async (title: string, options: Shown["options"]) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  vm.runInNewContext(source, { self, URL });
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  const push = (data: string) => dispatch("push", { data: { json: () => JSON.parse(data), text: () => data } });
  const tap = (url: string) => dispatch("notificationclick", { notification: { data: { url }, close: vi.fn() } });
  return { shown, opened, push, tap };
}

const aWindow = (url: string): FakeWindow => {
  const win: FakeWindow = { url, focus: vi.fn(async () => win), navigate: vi.fn() };
  win.navigate.mockImplementation(async (to: string) => ({ ...win, url: to }));
  return win;
};

describe("a push", () => {
  it("shows its title, text and page", async () => {
    const worker = loadWorker();
    await worker.push(
      JSON.stringify({ title: "Message from Ms Ortiz", body: "Room 4", url: "/dashboard?conversation=a1" }),
    );
    expect(worker.shown).toEqual([
      {
        title: "Message from Ms Ortiz",
        options: expect.objectContaining({ body: "Room 4", data: { url: "/dashboard?conversation=a1" } }),
      },
    ]);
  });

  it("is shown even when it is not JSON or names no title, and never links off the app", async () => {
    const worker = loadWorker();
    await worker.push("plain words");
    await worker.push(JSON.stringify({ body: "x", url: "https://elsewhere.example/" }));
    await worker.push(JSON.stringify({ title: "t", url: "//elsewhere.example/" }));
    expect(worker.shown.map((n) => [n.title, n.options.body, n.options.data.url])).toEqual([
      ["Cohort", "plain words", "/"],
      ["Cohort", "x", "/"],
      ["t", "", "/"],
    ]);
  });
});

describe("a tap on a notification", () => {
  it("focuses a window already on the page", async () => {
    const there = aWindow(`${ORIGIN}/jenga/game/g1`);
    const worker = loadWorker([aWindow(`${ORIGIN}/dashboard`), there]);
    await worker.tap("/jenga/game/g1");
    expect(there.focus).toHaveBeenCalled();
    expect(worker.opened).toEqual([]);
  });

  it("moves a window of the app to the page, and leaves other sites' windows alone", async () => {
    const other = aWindow("https://elsewhere.example/");
    const app = aWindow(`${ORIGIN}/dashboard`);
    const worker = loadWorker([other, app]);
    await worker.tap("/dashboard?conversation=a1");
    expect(other.navigate).not.toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(`${ORIGIN}/dashboard?conversation=a1`);
    expect(worker.opened).toEqual([]);
  });

  it("opens the page when no window of the app is open, or none can be moved", async () => {
    const stuck = aWindow(`${ORIGIN}/`);
    stuck.navigate.mockRejectedValue(new TypeError("not controlled"));
    const worker = loadWorker([stuck]);
    await worker.tap("/spikeball-dashboard");
    expect(worker.opened).toEqual([`${ORIGIN}/spikeball-dashboard`]);
    const empty = loadWorker([]);
    await empty.tap("/jenga");
    expect(empty.opened).toEqual([`${ORIGIN}/jenga`]);
  });
});
