// Users tab: search, filters and sort (all on the server, paged), and per user Edit and Moderate.
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, ShieldAlert } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { toast } from "@/web/lib/toast";
import {
  type AccountStatusChange,
  accountStatusChangeSchema,
  MODERATION_REASON_MAX_LENGTH,
} from "@/domain/accounts/account-schemas";
import { type AdminUser, editUserSchema, USER_SORTS, type UserListQuery } from "@/domain/admin/admin-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { useEditUser, useSetUserStatus } from "./api/console-mutations";
import { useUsers } from "./api/console-queries";

const SORT_LABELS: Record<(typeof USER_SORTS)[number], string> = {
  created_at: "Newest first",
  email: "Email",
  name: "Name",
  status: "Status",
};
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
  const id = useId();
  const pageCount = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

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
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FormField id={`${id}-search`} label="Search by email or name">
            {(control) => (
              <Input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            )}
          </FormField>
          <FormField id={`${id}-status`} label="Status">
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={query.status ?? ""}
                onChange={(e) =>
                  setQuery((q) => ({ ...q, page: 1, status: (e.target.value || undefined) as UserListQuery["status"] }))
                }
              >
                <option value="">All statuses</option>
                <option value="active">Active</option>
                <option value="suspended">Suspended</option>
                <option value="banned">Banned</option>
              </select>
            )}
          </FormField>
          <FormField id={`${id}-school`} label="School">
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={query.schoolId ?? ""}
                onChange={(e) =>
                  setQuery((q) => ({ ...q, page: 1, schoolId: e.target.value ? Number(e.target.value) : undefined }))
                }
              >
                <option value="">All schools</option>
                {schools.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-sort`} label="Sort by">
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={query.sort}
                onChange={(e) => setQuery((q) => ({ ...q, page: 1, sort: e.target.value as UserListQuery["sort"] }))}
              >
                {USER_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>

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
        <nav aria-label="User list pages" className="flex items-center justify-between gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={(query.page ?? 1) <= 1}
            onClick={() => setQuery((q) => ({ ...q, page: Math.max(1, (q.page ?? 1) - 1) }))}
          >
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {query.page ?? 1} of {pageCount}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={(query.page ?? 1) >= pageCount}
            onClick={() => setQuery((q) => ({ ...q, page: (q.page ?? 1) + 1 }))}
          >
            Next
          </Button>
        </nav>
      </CardContent>
      {editing && <EditUserDialog user={editing} schools={schools} onClose={() => setEditing(null)} />}
      {moderating && <ModerateUserDialog user={moderating} onClose={() => setModerating(null)} />}
    </Card>
  );
}

function EditUserDialog({
  user,
  schools,
  onClose,
}: {
  user: AdminUser;
  schools: { id: number; name: string }[];
  onClose: () => void;
}) {
  const edit = useEditUser();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(editUserSchema),
    defaultValues: { email: user.email, name: user.name, schoolId: user.schoolId, isCasStudent: user.isCasStudent },
  });
  const id = useId();
  const submit = handleSubmit((values) =>
    edit.mutate(
      { userId: user.id, ...values },
      {
        onSuccess: () => {
          toast.success("User updated successfully");
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Edit user</DialogTitle>
        <DialogDescription>{user.email}</DialogDescription>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormField id={`${id}-email`} label="Email" registration={register("email")} error={formState.errors.email}>
            {(control) => <Input {...control} type="email" required />}
          </FormField>
          <FormField id={`${id}-name`} label="Name" registration={register("name")} error={formState.errors.name}>
            {(control) => <Input {...control} />}
          </FormField>
          <FormField
            id={`${id}-school`}
            label="School"
            registration={register("schoolId", { setValueAs: (value: string) => (value ? Number(value) : null) })}
          >
            {(control) => (
              <select {...control} className={fieldControlClass}>
                <option value="">No school</option>
                {schools.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("isCasStudent")} className="size-4 accent-indigo-500" />
            CAS student
          </label>
          <Button type="submit" disabled={edit.isPending}>
            Save changes
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The dialog's fields as typed (a reason, hours as text) turned into the status change the domain's schema checks:
 * a reason only to block, hours only to ban (empty: for good).
 */
const moderationFormSchema = z
  .object({ status: accountStatusChangeSchema.shape.status, reason: z.string(), banHours: z.string() })
  .transform(({ status, reason, banHours }): AccountStatusChange => ({
    status,
    reason: status === "active" ? null : reason,
    banHours: status === "banned" && banHours.trim() ? Number(banHours) : null,
  }))
  .pipe(accountStatusChangeSchema);

function ModerateUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const setStatus = useSetUserStatus();
  // Only statuses different from the current one are offered.
  const options = (["active", "suspended", "banned"] as const).filter((s) => s !== user.status);
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(moderationFormSchema),
    defaultValues: { status: options[0]!, reason: "", banHours: "" },
  });
  const status = useWatch({ control, name: "status" });
  const id = useId();
  const submit = handleSubmit((change) =>
    setStatus.mutate(
      { userId: user.id, ...change },
      {
        onSuccess: () => {
          toast.success(`${user.email} is now ${change.status}`);
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Moderate user</DialogTitle>
        <DialogDescription>
          {user.email} is {user.status}.
        </DialogDescription>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormField id={`${id}-action`} label="Action" registration={register("status")}>
            {(control) => (
              <select {...control} className={fieldControlClass}>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o === "active" ? "Reactivate" : o === "suspended" ? "Suspend" : "Ban"}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {status !== "active" && (
            <FormField
              id={`${id}-reason`}
              label="Reason"
              registration={register("reason")}
              error={formState.errors.reason}
            >
              {(control) => <Input {...control} required maxLength={MODERATION_REASON_MAX_LENGTH} />}
            </FormField>
          )}
          {status === "banned" && (
            <FormField
              id={`${id}-hours`}
              label="Ban duration in hours (empty: permanent)"
              registration={register("banHours")}
              error={formState.errors.banHours}
            >
              {(control) => <Input {...control} type="number" min={1} inputMode="numeric" />}
            </FormField>
          )}
          <Button
            type="submit"
            variant={status === "active" ? "default" : "destructive"}
            disabled={setStatus.isPending}
          >
            Apply
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
