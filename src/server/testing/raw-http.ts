// An HTTP request that sends its path exactly as written (as `curl --path-as-is` does). inject() and fetch() both
// read the URL with a URL parser first, which turns `/a/./b` into `/a/b`: a test of what the server does with such a
// path must go over a real socket, with the path untouched. Each request has a connection of its own, so one that the
// server answered by closing the connection (a target its parser refuses) does not break the next.
import http from "node:http";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

export function rawRequest(
  baseUrl: string,
  {
    method = "GET",
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        agent: false,
        method,
        path,
        headers: { ...(payload ? { "content-type": "application/json" } : {}), ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
