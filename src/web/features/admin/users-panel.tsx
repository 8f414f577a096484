// Users tab: search, filters and sort (all on the server, paged), and per user Edit and Moderate.
import { Pencil, ShieldAlert } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { AdminUser, UserListQuery } from "@/domain/admin/admin-schemas";
import { pageCount as countPages } from "@/domain/paging/paging";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { PageNav } from "@/web/components/ui/page-nav";
import { cn } from "@/web/lib/cn";
import { useUsers } from "./api/get-users";
import { EditUserDialog } from "./edit-user-dialog";
import { ModerateUserDialog } from "./moderate-user-dialog";
import { UserFilters } from "./user-filters";

const STATUS_STYLE = {
  active: "bg-emerald-900 text-emerald-100",
  suspended: "bg-amber-900 text-amber-100",
  banned: "bg-rose-900 text-rose-100",
} as const;

/** Renders more buttons on a user's row (given by the page that composes the console). */
export type UserRowActions = (user: AdminUser) => ReactNode;

export function UsersPanel({
  selectedUserId,
  onSelect,
  schools,
  userActions,
}: {
  selectedUserId: string | null;
  onSelect: (userId: string) => void;
  schools: { id: number; name: string }[];
  userActions?: UserRowActions | undefined;
}) {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState<UserListQuery>({ sort: "created_at", page: 1 });
  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => ({ ...q, search: search.trim() || undefined, page: 1 })), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const users = useUsers(query);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [moderating, setModerating] = useState<AdminUser | null>(null);
  const pageCount = users.data ? countPages(users.data.total, users.data.pageSize) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>
            Users {users.data ? <span className="text-sm text-muted-foreground">({users.data.total})</span> : null}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <UserFilters search={search} onSearch={setSearch} query={query} setQuery={setQuery} schools={schools} />

        <ul
          // Focusable, so keyboard users can scroll a long list too.
          tabIndex={0}
          aria-label="Users"
          className="flex max-h-[600px] flex-col gap-2 overflow-y-auto rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-busy={users.isFetching}
        >
          {users.isLoadingError && (
            <li className="flex flex-wrap items-center gap-3">
              <span className="text-muted-foreground">Failed to load user data</span>
              <Button size="sm" variant="outline" onClick={() => void users.refetch()}>
                Try Again
              </Button>
            </li>
          )}
          {users.data?.users.length === 0 && <li className="text-muted-foreground">No users match.</li>}
          {users.data?.users.map((u) => (
            <li
              key={u.id}
              className={cn(
                "flex flex-wrap items-center gap-3 rounded-lg border border-border p-3",
                selectedUserId === u.id && "border-accent",
              )}
            >
              <button
                type="button"
                onClick={() => onSelect(u.id)}
                aria-pressed={selectedUserId === u.id}
                className="min-w-0 flex-1 rounded text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="block truncate font-medium">{u.name}</span>
                <span className="block truncate text-sm text-muted-foreground">{u.email}</span>
                <span className="text-xs text-muted-foreground">
                  {u.role} · joined {new Date(u.createdAt).toLocaleDateString()}
                </span>
              </button>
              <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", STATUS_STYLE[u.status])}>
                {u.status}
              </span>
              <div className="flex flex-wrap gap-1">
                <Button size="sm" variant="outline" onClick={() => setEditing(u)} aria-label={`Edit ${u.email}`}>
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button size="sm" variant="outline" onClick={() => setModerating(u)} aria-label={`Moderate ${u.email}`}>
                  <ShieldAlert aria-hidden="true" /> Moderate
                </Button>
                {userActions?.(u)}
              </div>
            </li>
          ))}
        </ul>
        <PageNav
          label="User list pages"
          page={query.page ?? 1}
          pageCount={pageCount}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      </CardContent>
      {editing && <EditUserDialog user={editing} schools={schools} onClose={() => setEditing(null)} />}
      {moderating && <ModerateUserDialog user={moderating} onClose={() => setModerating(null)} />}
    </Card>
  );
}
