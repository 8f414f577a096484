// Issue 34, finding 3: the address a browser gives is where the server connects. Only the browsers' push services,
// by name, at public addresses.
import net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forbiddenEndpoint, pushServiceEndpoint } from "../../testing/push-endpoints";
import { endpointRefusal, NOT_PUBLIC, publicOnlyLookup } from "./push-endpoint-guard";

const policy = { extraHosts: [], allowLoopbackHttp: false };
const testPolicy = { extraHosts: [], allowLoopbackHttp: true };

describe("the address of a push service", () => {
  it("is refused as an IP address in any spelling, off the list, with userinfo or another port", () => {
    fc.assert(
      fc.property(forbiddenEndpoint, (endpoint) => {
        expect(endpointRefusal(endpoint, policy), endpoint).not.toBeNull();
        // The tests' loopback escape hatch opens plain http to loopback only, never these.
        expect(endpointRefusal(endpoint, testPolicy), endpoint).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("is accepted for the browsers' push services and the names under them", () => {
    fc.assert(
      fc.property(pushServiceEndpoint, (endpoint) => {
        expect(endpointRefusal(endpoint, policy), endpoint).toBeNull();
      }),
    );
  });

  it("is accepted for a host the operator added (PUSH_SERVICE_HOSTS), and the names under it", () => {
    const withExtra = { ...policy, extraHosts: ["push.example.org"] };
    expect(endpointRefusal("https://eu.push.example.org/x", withExtra)).toBeNull();
    expect(endpointRefusal("https://eu.push.example.org/x", policy)).toBe("not-push-service");
    expect(endpointRefusal("https://push.example.org.evil.example/x", withExtra)).toBe("not-push-service");
  });

  it("is plain http to a loopback address only with the tests' escape hatch (PUSH_ALLOW_HTTP_ENDPOINTS)", () => {
    for (const endpoint of ["http://127.0.0.1:4567/push/1", "http://[::1]:4567/push/1"]) {
      expect(endpointRefusal(endpoint, testPolicy)).toBeNull();
      expect(endpointRefusal(endpoint, policy)).toBe("invalid");
    }
    for (const endpoint of ["http://10.0.0.1/x", "http://fcm.googleapis.com/x", "http://localhost:4567/x"]) {
      expect(endpointRefusal(endpoint, testPolicy)).toBe("invalid");
    }
  });
});

describe("the connection to a push service", () => {
  let server: net.Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    server = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Connects to `port` by name, through the guard, with the name resolving to `addresses`. */
  const connectVia = (addresses: string[]) =>
    new Promise<string>((resolve) => {
      const lookup = publicOnlyLookup(async () => addresses.map((address) => ({ address, family: net.isIP(address) })));
      const socket = net.connect({ host: "fcm.googleapis.com", port, lookup });
      socket
        .on("connect", () => resolve("connected"))
        .on("error", (error: NodeJS.ErrnoException) => resolve(error.code!));
    });

  it("is never opened when the name resolves to this machine, even among public addresses", async () => {
    expect(await connectVia(["127.0.0.1"])).toBe(NOT_PUBLIC);
    expect(await connectVia(["142.250.74.106", "127.0.0.1"])).toBe(NOT_PUBLIC);
    expect(await connectVia(["::ffff:127.0.0.1"])).toBe(NOT_PUBLIC);
    expect(connections).toBe(0);
  });

  it("is refused for every address of a private, shared, link-local or special range", async () => {
    const nonPublic = fc.constantFrom(
      "10.1.2.3",
      "172.31.255.1",
      "192.168.0.10",
      "169.254.169.254",
      "100.100.100.200",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fd12:3456::1",
      "64:ff9b::a00:1",
      "2001:db8::1",
      "2002:a00:1::1",
    );
    await fc.assert(
      fc.asyncProperty(nonPublic, async (address) => {
        const refused = await new Promise<string | null>((resolve) =>
          publicOnlyLookup(async () => [{ address, family: net.isIP(address) }])(
            "fcm.googleapis.com",
            { all: true },
            (error) => resolve(error?.code ?? null),
          ),
        );
        expect(refused, address).toBe(NOT_PUBLIC);
      }),
    );
  });

  it("goes ahead to a public address", async () => {
    const answer = await new Promise<unknown>((resolve, reject) =>
      publicOnlyLookup(async () => [{ address: "142.250.74.106", family: 4 }])(
        "fcm.googleapis.com",
        { all: true },
        (error, addresses) => (error ? reject(error) : resolve(addresses)),
      ),
    );
    expect(answer).toEqual([{ address: "142.250.74.106", family: 4 }]);
  });
});
