// Whether the server can listen on its port, asked before anything else happens: a busy port used to surface as a
// raw `listen EADDRINUSE` only after a new database folder had been created and migrated.
import net from "node:net";

/** What to tell the operator when the port cannot be used, or null when it can. */
export async function portProblem({ port, host }: { port: number; host: string }): Promise<string | null> {
  if (port === 0) return null;
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(listenProblem(error, port)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** The operator's message for a failed listen on `port` (null for errors that are not about the port). */
export function listenProblem(error: NodeJS.ErrnoException, port: number): string | null {
  if (error.code === "EADDRINUSE") {
    return `Port ${port} is already in use (another server of this app, or another program). Stop it, or start on another port: PORT=${port + 1} npm start`;
  }
  if (error.code === "EACCES") {
    return `Port ${port} needs administrator rights on this machine. Use a port from 1024 up: PORT=3000 npm start`;
  }
  return null;
}
