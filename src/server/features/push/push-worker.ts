// Sends the queued pushes of every server process's share: woken by NOTIFY when a push is queued (at commit), and
// every few seconds for retries and for what a stopped process left. One drain runs at a time per process.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../platform/database/db";
import { PUSH_CHANNEL } from "../../platform/outbound/push-queue";
import type { RealtimeHub } from "../../platform/realtime/realtime";
import type { VapidDetails } from "./get-vapid-details";
import {
  type ClaimedDelivery,
  claimDeliveries,
  deleteDeliveries,
  deleteSubscription,
  expandNextJob,
  retryDeliveriesLater,
} from "./push-delivery-queries";
import type { PushEndpointPolicy, ResolveHost } from "./push-endpoint-guard";
import { createPushSender, type PushSender, sendPush } from "./send-push";

export type PushWorkerOptions = {
  /** The first retry waits this long, doubling with each attempt (429 and 5xx answers, unreachable services). */
  retryBaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** Tests only: what host names resolve to (the system's resolver otherwise). */
  resolve?: ResolveHost;
};

const MAX_RETRY_MS = 30 * 60_000;

export class PushWorker {
  private draining: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly retryBaseMs: number;
  private readonly maxAttempts: number;
  private readonly batchSize: number;
  private readonly sender: PushSender;

  constructor(
    private readonly deps: {
      database: Database;
      realtime: Pick<RealtimeHub, "isSessionFollowing">;
      log: FastifyBaseLogger;
      appName: string;
      vapid: () => Promise<VapidDetails>;
      endpoints: PushEndpointPolicy;
    },
    private readonly options: PushWorkerOptions = {},
  ) {
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
    this.maxAttempts = options.maxAttempts ?? 6;
    this.batchSize = options.batchSize ?? 50;
    this.sender = createPushSender(deps.endpoints, options.resolve);
  }

  async start() {
    this.stopListening = await this.deps.database.listen(
      PUSH_CHANNEL,
      () => this.kick(),
      () => this.kick(),
    );
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 5_000);
    this.timer.unref();
    this.kick();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.stopListening?.().catch(() => undefined);
    await this.draining;
    this.sender.close();
  }

  /** Sends what is due now; a kick during a drain runs one more drain after it. */
  kick() {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((err: unknown) => this.deps.log.error({ err }, "push queue failed"))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain() {
    const db = this.deps.database.db;
    while (!this.stopped && (await expandNextJob(db, this.deps.appName)));
    const vapid = await this.deps.vapid();
    while (!this.stopped) {
      const batch = await claimDeliveries(db, this.batchSize);
      if (!batch.length) return;
      // One delivery's failure is its own: the others of the batch, and the batches after it, still go. A delivery
      // that throws (a key off the curve makes encryption throw) is a failed attempt like a refused connection;
      // uncounted, it came back at every claim forever. The batch's retries are written in two statements, so that
      // hundreds of failing devices cost a few round trips, not one each (issue 34).
      const retries: Retry[] = [];
      await Promise.allSettled(
        batch.map((delivery) =>
          this.deliver(delivery, vapid).then(
            (retry) => retry && retries.push(retry),
            (err: unknown) => retries.push({ delivery, error: err instanceof Error ? err.message : String(err) }),
          ),
        ),
      );
      await this.retryOrGiveUp(retries);
    }
  }

  /** Sends one delivery and settles it, or says why it should be tried again. */
  private async deliver(delivery: ClaimedDelivery, vapid: VapidDetails): Promise<Retry | undefined> {
    const db = this.deps.database.db;
    // The page open on this device shows the event live; a push would say it twice.
    if (delivery.topic && this.deps.realtime.isSessionFollowing(delivery.session_id, delivery.topic)) {
      return void (await deleteDeliveries(db, [delivery.id]));
    }
    const outcome = await sendPush(delivery, delivery.payload, vapid, this.sender);
    if (outcome.result === "sent") return void (await deleteDeliveries(db, [delivery.id]));
    if (outcome.result === "gone") return void (await deleteSubscription(db, delivery.subscription_id));
    if (outcome.result === "refused") {
      const { status, reason } = outcome;
      this.deps.log.warn({ status, reason, subscription: delivery.subscription_id }, "push refused");
      return void (await deleteDeliveries(db, [delivery.id]));
    }
    return { delivery, status: outcome.status, retryAfterSeconds: outcome.retryAfterSeconds };
  }

  private async retryOrGiveUp(retries: Retry[]) {
    const db = this.deps.database.db;
    const givenUp = retries.filter(({ delivery }) => delivery.attempts >= this.maxAttempts);
    for (const { delivery, status, error } of givenUp) {
      this.deps.log.warn({ status, error, subscription: delivery.subscription_id }, "push given up");
    }
    await deleteDeliveries(
      db,
      givenUp.map(({ delivery }) => delivery.id),
    );
    const later = retries
      .filter(({ delivery }) => delivery.attempts < this.maxAttempts)
      .map(({ delivery, retryAfterSeconds }) => {
        const backoff = Math.min(this.retryBaseMs * 2 ** (delivery.attempts - 1), MAX_RETRY_MS);
        const asked = retryAfterSeconds ? Math.min(retryAfterSeconds * 1000, MAX_RETRY_MS) : 0;
        return { id: delivery.id, delayMs: Math.max(backoff, asked) };
      });
    await retryDeliveriesLater(db, later);
  }
}

type Retry = { delivery: ClaimedDelivery; status?: number; retryAfterSeconds?: number; error?: string };
