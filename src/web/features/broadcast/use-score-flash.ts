// Notices a changed score and flashes for GOAL_HIGHLIGHT_MS. The first data replacing the defaults is no goal, so
// only a change between two rows from the server flashes.
import { useEffect, useState } from "react";
import { GOAL_HIGHLIGHT_MS } from "@/domain/broadcast/sports-schemas";

export type Flash = { key: number; on: boolean };

export function useScoreFlash(score: number, fromServer: boolean): Flash {
  const [seen, setSeen] = useState({ score, fromServer });
  const [flash, setFlash] = useState<Flash>({ key: 0, on: false });
  if (seen.score !== score || seen.fromServer !== fromServer) {
    setSeen({ score, fromServer });
    if (seen.fromServer && fromServer && seen.score !== score) setFlash((f) => ({ key: f.key + 1, on: true }));
  }
  useEffect(() => {
    if (!flash.on) return;
    const timer = setTimeout(() => setFlash((f) => ({ ...f, on: false })), GOAL_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [flash.key, flash.on]);
  return flash;
}
