// Message delivery under a steady rate: POST /api/messages from the senders in turn (enough of them to stay under the
// per-account limit on sending) to recipients in turn, each recipient's socket held by the crowd; every message is
// matched to its arrival by id, so a lost one is counted, not guessed.
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { type Crowd, now } from "./crowd";

export type DeliveryResult = {
  sent: number;
  accepted: number;
  failures: number;
  /** POST sent → recipient's socket has the event, per delivered message. */
  latencies: number[];
  postMs: number[];
  achievedRate: number;
};

export async function measureDelivery(
  crowd: Crowd,
  options: { base: string; senderTokens: string[]; recipientIds: string[]; rate: number; seconds: number },
): Promise<DeliveryResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const sentAt = new Map<string, number>();
  const arrivedAt = new Map<string, number>();
  const latencies: number[] = [];
  const postMs: number[] = [];
  let accepted = 0;
  let failures = 0;
  crowd.onMessage = (id, at) => {
    const sent = sentAt.get(id);
    // The event can beat the POST's answer: then it waits here until the answer names its id.
    if (sent === undefined) arrivedAt.set(id, at);
    else latencies.push(at - sent);
  };
  const post = (i: number) => {
    const started = now();
    const body = JSON.stringify({
      recipientId: options.recipientIds[i % options.recipientIds.length],
      content: `bench message ${i}`,
    });
    return new Promise<void>((resolve) => {
      const req = http.request(
        `${options.base}/api/messages`,
        {
          method: "POST",
          agent,
          headers: {
            authorization: `Bearer ${options.senderTokens[i % options.senderTokens.length]}`,
            "content-type": "application/json",
          },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => {
            postMs.push(now() - started);
            if (res.statusCode !== 201) {
              if (++failures <= 3) console.error(`  POST /api/messages: ${res.statusCode} ${text.slice(0, 200)}`);
              return resolve();
            }
            accepted++;
            const id = (JSON.parse(text) as { message: { id: string } }).message.id;
            const arrived = arrivedAt.get(id);
            if (arrived !== undefined) latencies.push(arrived - started);
            else sentAt.set(id, started);
            resolve();
          });
        },
      );
      req.on("error", (err) => {
        if (++failures <= 3) console.error(`  POST /api/messages: ${String(err)}`);
        resolve();
      });
      req.end(body);
    });
  };
  const count = options.rate * options.seconds;
  const requests: Promise<void>[] = [];
  const started = now();
  while (requests.length < count) {
    const due = Math.min(count, Math.floor(((now() - started) * options.rate) / 1000) + 1);
    while (requests.length < due) requests.push(post(requests.length));
    await sleep(1);
  }
  await Promise.all(requests);
  const achievedRate = (count * 1000) / (now() - started);
  // Whatever is still on its way gets two seconds; after that it counts as lost.
  const deadline = now() + 2000;
  while (latencies.length < accepted && now() < deadline) await sleep(50);
  agent.destroy();
  return { sent: count, accepted, failures, latencies, postMs, achievedRate };
}
