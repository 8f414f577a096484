import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSportsMatch, SAVE_DEBOUNCE_MS, type SportsMatch } from "@/domain/broadcast/sports-schemas";
import { MatchEditor, type SaveAnswer } from "./match-editor";

const T0 = Date.parse("2026-11-23T18:00:00.000Z");

type Sent = {
  kind: "change" | "reset";
  body: Record<string, unknown>;
  resolve: (a: SaveAnswer) => void;
  reject: (e: unknown) => void;
};

function setup() {
  const sent: Sent[] = [];
  const saved: SaveAnswer[] = [];
  const failures: unknown[] = [];
  let n = 0;
  const answer = (body: Record<string, unknown>, kind: Sent["kind"]) =>
    new Promise<SaveAnswer>((resolve, reject) => sent.push({ kind, body, resolve, reject }));
  const editor = new MatchEditor({
    send: (change) => answer(change, "change"),
    reset: (changeId) => answer({ changeId }, "reset"),
    onSaved: (a) => saved.push(a),
    onFailed: (e) => failures.push(e),
    newChangeId: () => `tab:${++n}`,
  });
  return { editor, sent, saved, failures };
}

const row = (over: Partial<SportsMatch> = {}): SportsMatch => ({ ...defaultSportsMatch(1), ...over });
const flushPromises = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("saving", () => {
  it(`waits ${SAVE_DEBOUNCE_MS} ms after the last edit and sends all edits as one change`, async () => {
    const { editor, sent } = setup();
    editor.changeScore("a", 1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 50);
    editor.changeScore("a", 1);
    editor.editName("b", "Owls");
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.body)).toEqual([{ teamAScoreChange: 2, teamBName: "Owls", changeId: "tab:1" }]);
  });

  it("sends nothing for a goal and a minus that cancel out", async () => {
    const { editor, sent } = setup();
    editor.changeScore("b", 1);
    editor.changeScore("b", -1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(sent).toHaveLength(0);
  });

  it("starts and pauses at once, taking waiting edits along", async () => {
    const { editor, sent } = setup();
    editor.changeScore("a", 1);
    editor.setRunning(true);
    await flushPromises();
    expect(sent.map((s) => s.body)).toEqual([{ teamAScoreChange: 1, running: true, changeId: "tab:1" }]);
  });

  it("sends one request at a time, in the order the operator made them", async () => {
    const { editor, sent, saved } = setup();
    editor.setRunning(true);
    editor.setRunning(false);
    await flushPromises();
    expect(sent).toHaveLength(1);
    sent[0]!.resolve({ match: row({ gameStarted: true }), serverTime: T0 });
    await flushPromises();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ running: false });
    expect(saved).toHaveLength(1);
  });

  it("Reset Match drops waiting goals, sends waiting names first, then the reset", async () => {
    const { editor, sent } = setup();
    editor.changeScore("a", 3);
    editor.editName("a", "Hawks");
    editor.reset();
    await flushPromises();
    expect(sent[0]!.body).toEqual({ teamAName: "Hawks", changeId: "tab:1" });
    sent[0]!.resolve({ match: row(), serverTime: T0 });
    await flushPromises();
    expect(sent[1]).toMatchObject({ kind: "reset", body: { changeId: "tab:2" } });
  });

  it("reports a failed save and goes on with the next", async () => {
    const { editor, sent, failures } = setup();
    editor.setRunning(true);
    editor.changeScore("a", 1);
    editor.flush();
    await flushPromises();
    sent[0]!.reject(new Error("offline"));
    await flushPromises();
    expect(failures).toHaveLength(1);
    expect(sent).toHaveLength(2);
  });
});

describe("what the operator sees", () => {
  it("shows goals and names at once, before they are saved", () => {
    const { editor } = setup();
    editor.changeScore("a", 1);
    editor.changeScore("a", 1);
    editor.editName("b", "Owls");
    expect(editor.view(row({ teamAScore: 1 }), T0)).toMatchObject({ teamAScore: 3, teamBName: "Owls" });
  });

  it("never shows a score below 0", () => {
    const { editor } = setup();
    editor.changeScore("b", -1);
    expect(editor.view(row(), T0).teamBScore).toBe(0);
  });

  it("counts a sent goal once: on top of the old row until its event arrives, then in the row itself", async () => {
    const { editor, sent } = setup();
    editor.changeScore("a", 1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(editor.hasUnsavedChanges).toBe(true);
    expect(editor.view(row({ teamAScore: 0 }), T0).teamAScore).toBe(1);
    // Another operator's goal for team B arrives first: our goal is still on top of it.
    expect(editor.view(row({ teamBScore: 1 }), T0)).toMatchObject({ teamAScore: 1, teamBScore: 1 });
    editor.acknowledge(sent[0]!.body.changeId as string);
    expect(editor.view(row({ teamAScore: 1, teamBScore: 1 }), T0)).toMatchObject({ teamAScore: 1, teamBScore: 1 });
    expect(editor.hasUnsavedChanges).toBe(false);
    // The save's answer comes after its event: the row it carries is the same, nothing is counted again.
    sent[0]!.resolve({ match: row({ teamAScore: 1, teamBScore: 1 }), serverTime: T0 });
    await flushPromises();
    expect(editor.view(row({ teamAScore: 1, teamBScore: 1 }), T0).teamAScore).toBe(1);
  });

  it("starts the clock on screen at once, and shows a reset as 0-0 at 00:00", async () => {
    const { editor } = setup();
    editor.setRunning(true);
    expect(editor.view(row(), T0)).toMatchObject({ gameStarted: true, clockStartedAt: new Date(T0).toISOString() });
    editor.reset();
    expect(editor.view(row({ teamAScore: 2, gameStarted: true }), T0)).toMatchObject({
      teamAScore: 0,
      gameStarted: false,
      clockStartedAt: null,
      clockBaseSeconds: 0,
    });
  });

  it("tells its listeners about every change to the view", () => {
    const { editor } = setup();
    const listener = vi.fn();
    editor.subscribe(listener);
    editor.changeScore("a", 1);
    editor.acknowledge("unknown");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
