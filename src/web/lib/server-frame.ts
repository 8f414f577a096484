// A frame from the realtime hub, read from a socket message; anything that is not a JSON text frame is ignored.

export type ServerFrame = {
  type?: string;
  topic?: string;
  event?: string;
  data?: unknown;
  code?: string;
  userId?: unknown;
};

export function parseServerFrame(data: unknown): ServerFrame | undefined {
  if (typeof data !== "string") return undefined;
  try {
    return JSON.parse(data) as ServerFrame;
  } catch {
    return undefined;
  }
}
