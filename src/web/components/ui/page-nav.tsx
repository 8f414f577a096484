// The page controls under a paged list (src/domain/paging): the previous page, "Page N of M" (or "Page N" for a list
// paged by cursor, which knows only whether there is a next page), the next page. Hidden while everything fits on one.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

export function PageNav({
  label,
  page,
  pageCount,
  hasNext,
  onPage,
  previousText = "Previous",
  nextText = "Next",
  className,
}: {
  /** What the list is, for screen readers: "User list pages". */
  label: string;
  page: number;
  onPage: (page: number) => void;
  previousText?: string;
  nextText?: string;
  className?: string;
} & ({ pageCount: number; hasNext?: never } | { hasNext: boolean; pageCount?: never })) {
  const last = pageCount ?? (hasNext ? page + 1 : page);
  if (last <= 1) return null;
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-2", className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))}>
        <ChevronLeft aria-hidden="true" /> {previousText}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page}
        {pageCount !== undefined && ` of ${pageCount}`}
      </span>
      <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(Math.min(last, page + 1))}>
        {nextText} <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
