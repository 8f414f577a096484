// The district's HTTP side: requests with a bearer token over kept-alive connections, as a browser keeps them,
// each timed into a named list, failures counted and the first few printed.
import http from "node:http";
import { now } from "./crowd";

export class TimedRequests {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  // Many connections, since thousands of students arrive a minute.
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  record(name: string, ms: number) {
    const list = this.latencies.get(name) ?? [];
    list.push(ms);
    this.latencies.set(name, list);
  }

  fail(name: string, why: string) {
    this.errors.set(name, (this.errors.get(name) ?? 0) + 1);
    if ((this.errors.get(name) ?? 0) <= 3) console.error(`  error on ${name}: ${why}`);
  }

  request(base: string, method: string, url: string, token: string, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = now();
    return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent: this.agent,
          headers: { authorization: `Bearer ${token}`, ...(payload ? { "content-type": "application/json" } : {}) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode!, text, ms: now() - started }));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  async timed(base: string, method: string, url: string, token: string, body?: unknown, name = url) {
    try {
      const res = await this.request(base, method, url, token, body);
      if (res.status >= 400) this.fail(name, `${res.status} ${res.text.slice(0, 200)}`);
      else this.record(name, res.ms);
      return res;
    } catch (err) {
      this.fail(name, String(err));
      return undefined;
    }
  }

  close() {
    this.agent.destroy();
  }
}
