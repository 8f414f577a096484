// The control centre's editor of one match. Edits (names, goals, minus) collect for SAVE_DEBOUNCE_MS after the last
// one and leave as one change; start, pause and Reset Match leave at once. Requests of one match go one after the
// other, so they reach the server in the order the operator made them. Until the server has a change, the
// operator sees it applied on top of the server's row (`view`), so every press shows at once.
import { setClockRunning } from "@/domain/broadcast/sports-clock";
import { clockOf, SAVE_DEBOUNCE_MS, type SportsMatch, type SportsMatchChange } from "@/domain/broadcast/sports-schemas";

export type Side = "a" | "b";
export type SaveAnswer = { match: SportsMatch; serverTime: number };

export type MatchEditorOptions = {
  send: (change: SportsMatchChange & { changeId: string }) => Promise<SaveAnswer>;
  reset: (changeId: string) => Promise<SaveAnswer>;
  onSaved: (answer: SaveAnswer) => void;
  onFailed: (error: unknown) => void;
  newChangeId: () => string;
  debounceMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

type Unsent = { teamAName?: string; teamBName?: string; teamAScoreChange: number; teamBScoreChange: number };
type Outgoing = { changeId: string } & ({ kind: "change"; change: SportsMatchChange } | { kind: "reset" });

const NOTHING: Unsent = { teamAScoreChange: 0, teamBScoreChange: 0 };

export class MatchEditor {
  private unsent: Unsent = { ...NOTHING };
  /** Changes handed to the queue and not yet known to be in the server's row, oldest first. */
  private outgoing: Outgoing[] = [];
  private queue: Promise<void> = Promise.resolve();
  private timer: unknown;
  private readonly listeners = new Set<() => void>();
  /** Changes whenever `view` may show something else; for useSyncExternalStore. */
  version = 0;

  constructor(private readonly options: MatchEditorOptions) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get hasUnsavedChanges(): boolean {
    return this.outgoing.length > 0 || !isNothing(this.unsent);
  }

  editName(side: Side, name: string) {
    if (side === "a") this.unsent.teamAName = name;
    else this.unsent.teamBName = name;
    this.scheduleSave();
  }

  /** +1 for a goal, -1 for the minus button. */
  changeScore(side: Side, difference: number) {
    if (side === "a") this.unsent.teamAScoreChange += difference;
    else this.unsent.teamBScoreChange += difference;
    this.scheduleSave();
  }

  /** Start or pause: sent at once, with whatever edits are waiting. */
  setRunning(running: boolean) {
    this.flush({ running });
  }

  /** Reset Match: waiting goals are dropped (the reset zeroes them anyway), waiting names still go first. */
  reset() {
    this.unsent.teamAScoreChange = 0;
    this.unsent.teamBScoreChange = 0;
    this.flush();
    this.enqueue({ kind: "reset", changeId: this.options.newChangeId() });
  }

  /** Sends what is waiting now (the page is closing, or a start/pause goes with it). */
  flush(extra: SportsMatchChange = {}) {
    (this.options.clearTimer ?? clearTimeout)(this.timer as never);
    const { teamAScoreChange, teamBScoreChange, ...names } = this.unsent;
    const change: SportsMatchChange = { ...names, ...extra };
    if (teamAScoreChange) change.teamAScoreChange = teamAScoreChange;
    if (teamBScoreChange) change.teamBScoreChange = teamBScoreChange;
    this.unsent = { ...NOTHING };
    if (Object.keys(change).length === 0) return;
    this.enqueue({ kind: "change", change, changeId: this.options.newChangeId() });
  }

  /** The realtime event of one of our changes arrived: the server's row now holds it. */
  acknowledge(changeId: string | null) {
    if (!changeId) return;
    const before = this.outgoing.length;
    this.outgoing = this.outgoing.filter((o) => o.changeId !== changeId);
    if (this.outgoing.length !== before) this.changed();
  }

  /** The server's row with every change of ours it does not hold yet applied on top, at the server time given. */
  view(row: SportsMatch, serverNowMs: number): SportsMatch {
    let match = row;
    for (const item of this.outgoing) {
      match = item.kind === "reset" ? applyReset(match) : applyChange(match, item.change, serverNowMs);
    }
    return applyChange(match, this.unsent, serverNowMs);
  }

  private scheduleSave() {
    (this.options.clearTimer ?? clearTimeout)(this.timer as never);
    this.timer = (this.options.setTimer ?? setTimeout)(() => this.flush(), this.options.debounceMs ?? SAVE_DEBOUNCE_MS);
    this.changed();
  }

  private enqueue(item: Outgoing) {
    this.outgoing.push(item);
    this.changed();
    this.queue = this.queue.then(() => this.deliver(item));
  }

  private async deliver(item: Outgoing) {
    try {
      const answer =
        item.kind === "reset"
          ? await this.options.reset(item.changeId)
          : await this.options.send({ ...item.change, changeId: item.changeId });
      this.options.onSaved(answer);
    } catch (error) {
      this.options.onFailed(error);
    } finally {
      this.outgoing = this.outgoing.filter((o) => o !== item);
      this.changed();
    }
  }

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

function isNothing(unsent: Unsent) {
  return (
    unsent.teamAName === undefined &&
    unsent.teamBName === undefined &&
    unsent.teamAScoreChange === 0 &&
    unsent.teamBScoreChange === 0
  );
}

function applyReset(match: SportsMatch): SportsMatch {
  return {
    ...match,
    teamAScore: 0,
    teamBScore: 0,
    gameStarted: false,
    clockStartedAt: null,
    clockBaseSeconds: 0,
    gameTime: 0,
  };
}

function applyChange(match: SportsMatch, change: SportsMatchChange, serverNowMs: number): SportsMatch {
  let next: SportsMatch = {
    ...match,
    teamAName: change.teamAName ?? match.teamAName,
    teamBName: change.teamBName ?? match.teamBName,
    teamAScore: Math.max(0, match.teamAScore + (change.teamAScoreChange ?? 0)),
    teamBScore: Math.max(0, match.teamBScore + (change.teamBScoreChange ?? 0)),
  };
  if (change.running !== undefined) {
    const clock = setClockRunning(clockOf(match), change.running, serverNowMs);
    next = {
      ...next,
      gameStarted: clock.startedAtMs !== null,
      clockStartedAt: clock.startedAtMs === null ? null : new Date(clock.startedAtMs).toISOString(),
      clockBaseSeconds: clock.baseSeconds,
    };
  }
  return next;
}
