// The conversations, newest first: name, last message, its time and the unread count.
import type { ConversationSummary } from "@/domain/messaging/message-schemas";
import { unreadBadge } from "@/domain/messaging/message-rules";
import { cn } from "@/web/lib/cn";
import { shortTime } from "./short-time";
import { Spinner } from "@/web/components/ui/spinner";

export function ConversationList(props: {
  conversations: ConversationSummary[] | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect: (c: ConversationSummary) => void;
}) {
  if (props.loading) {
    return (
      <p className="flex items-center gap-2 p-4 text-muted-foreground">
        <Spinner className="size-4" /> Loading conversations…
      </p>
    );
  }
  if (!props.conversations?.length) return <p className="p-4 text-muted-foreground">No conversations yet.</p>;
  return (
    <ul className="min-h-0 flex-1 overflow-y-auto">
      {props.conversations.map((c) => {
        const badge = unreadBadge(c.unreadCount);
        return (
          <li key={c.userId}>
            <button
              type="button"
              onClick={() => props.onSelect(c)}
              aria-current={props.selectedId === c.userId ? "true" : undefined}
              className={cn(
                "flex w-full flex-col gap-1 border-b border-border/60 px-3 py-2.5 text-left hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-none",
                props.selectedId === c.userId && "bg-secondary",
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{c.userName}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{shortTime(c.lastMessageTime)}</span>
              </span>
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-sm text-muted-foreground">{c.lastMessage}</span>
                {badge && (
                  <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
                    {badge}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
