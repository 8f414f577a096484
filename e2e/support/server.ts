// Where the e2e server listens and keeps its data. E2E_PORT lets two runs share a machine without sharing a database.
export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 3100);
}

/** The server's DATA_DIR, relative to the repository root. */
export function e2eDataDir(): string {
  return `.tmp/e2e-data-${e2ePort()}`;
}
