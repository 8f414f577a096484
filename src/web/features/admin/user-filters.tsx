// The users list's search, filters and sort. Each change goes back to the first page; the server does the work.
import { type Dispatch, type SetStateAction, useId } from "react";
import { USER_SORTS, type UserListQuery } from "@/domain/admin/admin-schemas";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";

const SORT_LABELS: Record<(typeof USER_SORTS)[number], string> = {
  created_at: "Newest first",
  email: "Email",
  name: "Name",
  status: "Status",
};

export function UserFilters({
  search,
  onSearch,
  query,
  setQuery,
  schools,
}: {
  search: string;
  onSearch: (search: string) => void;
  query: UserListQuery;
  setQuery: Dispatch<SetStateAction<UserListQuery>>;
  schools: { id: number; name: string }[];
}) {
  const id = useId();
  // Search gets the room its label needs on one line, and the controls line up at the bottom whatever the labels do
  // (issue 36: the label wrapped and pushed the search box below the others).
  return (
    <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <FormField id={`${id}-search`} label="Search by email or name">
        {(control) => <Input {...control} type="search" value={search} onChange={(e) => onSearch(e.target.value)} />}
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
  );
}
