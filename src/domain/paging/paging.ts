// Paged lists: every list that can grow with the school (users, the audit log, the leaderboard, the admins' games,
// applications and teams) is asked for a page at a time, by number, and answers with its total. One query shape and
// one answer shape, so the console's and the hub's page controls work the same everywhere.
import { z } from "zod";

/** The most pages a list can be asked for: enough for any district, small enough that OFFSET stays bounded. */
export const MAX_PAGE = 10_000;

/** The query fields of a paged list: `page` (from 1) and `pageSize` (1 to `maxSize`, `defaultSize` if left out). */
export function pageQueryShape(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

/** The answer's paging fields, beside its list. */
export const pageInfoShape = { total: z.number().int().min(0), page: z.number().int(), pageSize: z.number().int() };

/** How many pages `total` items fill; at least one, so a list that fits on one page has no page controls. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** How many items come before `page`: the OFFSET of its query. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
