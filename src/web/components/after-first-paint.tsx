// A part of a page that renders just after the page's first paint, its lazily loaded code included: until then, and
// while its code loads, its placeholder (of its size) holds its place, so nothing below it moves.
import { type ReactNode, Suspense } from "react";
import { useAfterFirstPaint } from "@/web/lib/use-idle";

export function AfterFirstPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  // The boundary mounts with the part: React would otherwise keep the first placeholder in the page, hidden, beside
  // the fallback's while the part's code loads.
  return painted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
