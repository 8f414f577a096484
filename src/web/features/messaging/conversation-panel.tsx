// The messaging component: conversations on the left (name, last message, time, unread count), the selected
// thread on the right with its composer. Administrators start conversations with anyone through People; students
// start one with an administrator.
import { ArrowLeft, LoaderCircle, Search, Send, UserPlus, Users } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "@/web/lib/toast";
import { type ConversationSummary, sendMessageSchema } from "@/domain/messaging/message-schemas";
import { MESSAGE_MAX_LENGTH, MESSAGE_TEXTS, unreadBadge } from "@/domain/messaging/message-rules";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { useConversation } from "./api/get-conversation";
import { useConversations } from "./api/get-conversations";
import { type Person, usePeople } from "./api/get-people";
import { useMarkConversationRead } from "./api/mark-read";
import { useSendMessage } from "./api/send-message";
import { useLiveMessages } from "./use-live-messages";

export type MessagingUser = { id: string; role: string };
type Partner = { id: string; name: string; email: string };

// Made on first use: building a formatter loads the locale's data, which would slow down loading this module.
let formats: { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | undefined;

function shortTime(iso: string): string {
  formats ??= {
    time: new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }),
    date: new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" }),
  };
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString() ? formats.time.format(date) : formats.date.format(date);
}

export function ConversationPanel({ me }: { me: MessagingUser }) {
  useLiveMessages(me.id);
  const conversations = useConversations();
  const [partner, setPartner] = useState<Partner | null>(null);
  const [picking, setPicking] = useState(false);
  const markRead = useMarkConversationRead();

  useEffect(() => {
    if (conversations.isError) console.error("Failed to load conversations", conversations.error);
  }, [conversations.isError, conversations.error]);

  const open = (next: Partner) => {
    setPartner(next);
    setPicking(false);
    markRead.mutate(next.id);
  };

  // A message arriving in the open thread is read at once.
  const openUnread = conversations.data?.find((c) => c.userId === partner?.id)?.unreadCount ?? 0;
  useEffect(() => {
    if (partner && openUnread > 0) markRead.mutate(partner.id);
    // markRead is stable enough; re-running on its identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partner?.id, openUnread]);

  const isAdmin = me.role === "admin";
  return (
    <div className="grid h-[600px] max-h-[75dvh] grid-cols-1 overflow-hidden rounded-lg border border-border md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <section
        aria-label="Conversations"
        className={cn(
          "flex min-h-0 flex-col border-border md:border-r",
          partner || picking ? "hidden md:flex" : "flex",
        )}
      >
        <div className="flex items-center justify-between gap-2 border-b border-border p-3">
          <h3 className="font-semibold">Conversations</h3>
          <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
            {isAdmin ? <Users aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
            {isAdmin ? "People" : "New message"}
          </Button>
        </div>
        <ConversationList
          conversations={conversations.data}
          loading={conversations.isPending}
          selectedId={partner?.id ?? null}
          onSelect={(c) => open({ id: c.userId, name: c.userName, email: c.userEmail })}
        />
      </section>

      <section aria-label="Messages" className={cn("min-h-0 flex-col", partner || picking ? "flex" : "hidden md:flex")}>
        {picking ? (
          <PeoplePicker isAdmin={isAdmin} onPick={(p) => open(p)} onCancel={() => setPicking(false)} />
        ) : partner ? (
          <Thread me={me} partner={partner} onBack={() => setPartner(null)} />
        ) : (
          <p className="m-auto max-w-xs p-6 text-center text-muted-foreground">
            Select a conversation to read it
            {isAdmin ? ", or start one from People." : ", or start one with New message."}
          </p>
        )}
      </section>
    </div>
  );
}

function ConversationList(props: {
  conversations: ConversationSummary[] | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect: (c: ConversationSummary) => void;
}) {
  if (props.loading) {
    return (
      <p className="flex items-center gap-2 p-4 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Loading conversations…
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

function PeoplePicker({
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

function Thread({ me, partner, onBack }: { me: MessagingUser; partner: Partner; onBack: () => void }) {
  const conversation = useConversation(partner.id);
  const send = useSendMessage();
  const [draft, setDraft] = useState("");
  const bottom = useRef<HTMLLIElement>(null);
  const textareaId = useId();
  const counterId = useId();

  const messages = useMemo(
    () =>
      (conversation.data?.pages ?? [])
        .flatMap((p) => p.messages)
        .slice()
        .reverse(),
    [conversation.data],
  );
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [newestId]);

  const parsed = sendMessageSchema.safeParse({ recipientId: partner.id, content: draft });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!parsed.success || send.isPending) return;
    send.mutate(parsed.data, {
      onSuccess: () => {
        setDraft("");
        toast.success(MESSAGE_TEXTS.sent);
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-border p-3">
        <Button size="icon" variant="ghost" onClick={onBack} aria-label="Back to conversations" className="md:hidden">
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{partner.name}</h3>
          <p className="truncate text-xs text-muted-foreground">{partner.email}</p>
        </div>
      </div>

      <ol
        aria-label={`Messages with ${partner.name}`}
        aria-live="polite"
        className="min-h-0 flex-1 space-y-2 overflow-y-auto p-3"
      >
        {conversation.hasNextPage && (
          <li className="text-center">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void conversation.fetchNextPage()}
              disabled={conversation.isFetchingNextPage}
            >
              Load older messages
            </Button>
          </li>
        )}
        {conversation.isPending && <li className="text-muted-foreground">Loading messages…</li>}
        {!conversation.isPending && messages.length === 0 && (
          <li className="text-muted-foreground">No messages yet. Say hello!</li>
        )}
        {messages.map((m) => {
          const mine = m.senderId === me.id;
          return (
            <li key={m.id} className={cn("flex", mine ? "justify-end" : "justify-start")}>
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
                  mine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-secondary",
                )}
              >
                <span className="sr-only">{mine ? "You" : partner.name}: </span>
                {m.content}
                <time
                  dateTime={m.createdAt}
                  className={cn(
                    "mt-1 block text-right text-[11px]",
                    mine ? "text-indigo-100" : "text-muted-foreground",
                  )}
                >
                  {shortTime(m.createdAt)}
                </time>
              </div>
            </li>
          );
        })}
        <li ref={bottom} aria-hidden="true" />
      </ol>

      <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-3">
        <label htmlFor={textareaId} className="sr-only">
          Message to {partner.name}
        </label>
        <textarea
          id={textareaId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          placeholder="Type a message… (Enter to send, Shift+Enter for a new line)"
          aria-describedby={counterId}
          className="min-h-10 flex-1 resize-none rounded-lg border border-input bg-background/60 px-3 py-2 text-base outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/60 sm:text-sm"
        />
        <span id={counterId} className="sr-only">
          {draft.length} of {MESSAGE_MAX_LENGTH} characters
        </span>
        <Button type="submit" disabled={!parsed.success || send.isPending} aria-label="Send message">
          {send.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          <span className="hidden sm:inline">Send</span>
        </Button>
      </form>
    </div>
  );
}
