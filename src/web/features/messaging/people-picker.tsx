// Starting a conversation: administrators search everyone by name or email; students pick an administrator.
import { ArrowLeft, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { type Person, usePeople } from "./api/get-people";

export function PeoplePicker({
  isAdmin,
  onPick,
  onCancel,
}: {
  isAdmin: boolean;
  onPick: (p: Person) => void;
  onCancel: () => void;
}) {
  const [search, setSearch] = useState("");
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const people = usePeople(debounced, true);
  const inputId = useId();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-border p-3">
        <Button size="icon" variant="ghost" onClick={onCancel} aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" />
        </Button>
        <h3 className="font-semibold">{isAdmin ? "People" : "Message an administrator"}</h3>
      </div>
      {isAdmin && (
        <div className="relative border-b border-border p-3">
          <label htmlFor={inputId} className="sr-only">
            Search people by name or email
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-6 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or email"
            className="pl-9"
            autoFocus
          />
        </div>
      )}
      <ul className="min-h-0 flex-1 overflow-y-auto" aria-busy={people.isFetching}>
        {people.data?.length === 0 && <li className="p-4 text-muted-foreground">No one found.</li>}
        {people.data?.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => onPick(p)}
              className="flex w-full flex-col border-b border-border/60 px-3 py-2.5 text-left hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-none"
            >
              <span className="font-medium">
                {p.name} <span className="text-xs text-muted-foreground">({p.role})</span>
              </span>
              <span className="truncate text-sm text-muted-foreground">{p.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
