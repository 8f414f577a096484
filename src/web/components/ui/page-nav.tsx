// The page controls under a paged list (src/domain/paging/paging.ts): the previous page, "Page N of M", the next page.
// Hidden while everything fits on one page.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

export function PageNav({
  label,
  page,
  pageCount,
  onPage,
  previousText = "Previous",
  nextText = "Next",
  className,
}: {
  /** What the list is, for screen readers: "User list pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  previousText?: string;
  nextText?: string;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-2", className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))}>
        <ChevronLeft aria-hidden="true" /> {previousText}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(Math.min(pageCount, page + 1))}
      >
        {nextText} <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
