// A part of a page that renders just after the page's first paint, its lazily loaded code included: until then, and
// while its code loads, its placeholder (of its size) holds its place, so nothing below it moves.
import { type ReactNode, Suspense } from "react";
import { useAfterFirstPaint } from "@/web/lib/use-idle";

export function AfterFirstPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return <Suspense fallback={placeholder}>{painted ? children : placeholder}</Suspense>;
}
