// The page count of a list read a page at a time (src/domain/paging), for the page controls under it.
import { pageCount } from "@/domain/paging/paging";

type PagedResult = { data?: { total: number; pageSize: number } | undefined; isPlaceholderData: boolean };

/**
 * How many pages `result`'s list fills (1 until it has loaded). When the page shown has emptied (its last items
 * deleted, reviewed or gone live elsewhere), shows the new last page instead: set during render, once the answer for
 * the page asked for is in, not the previous page's kept on screen while it loads.
 */
export function usePageCount(result: PagedResult, page: number, setPage: (page: number) => void): number {
  const pages = result.data ? pageCount(result.data.total, result.data.pageSize) : 1;
  if (result.data && !result.isPlaceholderData && page > pages) setPage(pages);
  return pages;
}
