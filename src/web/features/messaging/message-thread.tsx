// One conversation: its messages (older ones on demand), read aloud as they arrive, the ones typed but not yet sent
// (waiting for the signal, cancellable), and the composer (Enter sends).
import { ArrowLeft, Send } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from "react";
import { messageDraftSchema } from "@/domain/messaging/message-schemas";
import { MESSAGE_MAX_LENGTH } from "@/domain/messaging/message-rules";
import { MESSAGE_TEXTS } from "@/domain/messaging/message-texts";
import { Button } from "@/web/components/ui/button";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { cn } from "@/web/lib/cn";
import { toast } from "@/web/lib/toast";
import { useConversation } from "./api/get-conversation";
import { type UnsentMessage, useCancelUnsent, useSendMessage, useUnsentMessages } from "./api/send-message";
import { shortTime } from "./short-time";

/** The person on the other side of the open conversation. */
export type Partner = { id: string; name: string; email: string };

export function MessageThread({ myId, partner, onBack }: { myId: string; partner: Partner; onBack: () => void }) {
  const conversation = useConversation(partner.id);
  const sendMessage = useSendMessage();
  const pending = useUnsentMessages(partner.id);
  const cancelUnsent = useCancelUnsent();
  // Checked as it is typed: Send stays off until the message is one the server takes.
  const { register, submit, reset, watch, formState } = useSchemaForm(messageDraftSchema, {
    defaultValues: { content: "" },
    mode: "onChange",
  });
  const length = watch("content").length;
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
  // The realtime event can bring the stored message before the send's own answer: the bubble that is still sending
  // steps aside for it, so the message never shows twice. (Clocks may differ by a little: a minute's leeway.)
  const unsent = pending.filter(
    (item) =>
      item.waiting ||
      !messages.some(
        (m) =>
          m.senderId === myId &&
          m.content === item.message.content &&
          Date.parse(m.createdAt) >= item.submittedAt - 60_000,
      ),
  );
  const newestId = unsent.at(-1)?.message.idempotencyKey ?? messages.at(-1)?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [newestId]);

  const send = submit(({ content }) => {
    // The key is chosen here, once: every later try of this message is the same request to the server.
    sendMessage.mutate(
      { recipientId: partner.id, content, idempotencyKey: crypto.randomUUID() },
      { onSuccess: () => toast.success(MESSAGE_TEXTS.sent) },
    );
    // The message now shows in the thread, sending or waiting; the box is free for the next one.
    reset({ content: "" });
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
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
        {!conversation.isPending && messages.length === 0 && unsent.length === 0 && (
          <li className="text-muted-foreground">No messages yet. Say hello!</li>
        )}
        {messages.map((m) => {
          const mine = m.senderId === myId;
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
        {unsent.map((item) => (
          <UnsentBubble key={item.message.idempotencyKey} item={item} onCancel={cancelUnsent} />
        ))}
        <li ref={bottom} aria-hidden="true" />
      </ol>

      <form onSubmit={send} className="flex items-end gap-2 border-t border-border p-3">
        <label htmlFor={textareaId} className="sr-only">
          Message to {partner.name}
        </label>
        <textarea
          id={textareaId}
          {...register("content")}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          placeholder="Type a message… (Enter to send, Shift+Enter for a new line)"
          aria-describedby={counterId}
          className="min-h-10 flex-1 resize-none rounded-lg border border-input bg-background/60 px-3 py-2 text-base outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/60 sm:text-sm"
        />
        <span id={counterId} className="sr-only">
          {length} of {MESSAGE_MAX_LENGTH} characters
        </span>
        {/* Never pending: a message sent shows in the thread at once (sending or waiting), and the box is free. */}
        <SubmitButton
          pending={false}
          disabled={!formState.isValid}
          aria-label="Send message"
          icon={<Send aria-hidden="true" />}
        >
          <span className="hidden sm:inline">Send</span>
        </SubmitButton>
      </form>
    </div>
  );
}

/** A message of mine not yet sent: sending now, or waiting for the signal (and then cancellable). */
function UnsentBubble({ item, onCancel }: { item: UnsentMessage; onCancel: (mutationId: number) => void }) {
  return (
    <li className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-br-sm border border-dashed border-primary/70 bg-primary/20 px-3 py-2 text-sm break-words whitespace-pre-wrap">
        <span className="sr-only">You: </span>
        {item.message.content}
        <span className="mt-1 flex items-center justify-end gap-2 text-[11px] text-indigo-100">
          {item.waiting ? "Waiting to send" : "Sending…"}
          {item.waiting ? (
            <button
              type="button"
              onClick={() => onCancel(item.mutationId)}
              className="min-h-6 rounded px-1 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-ring/60 focus-visible:outline-none"
            >
              Cancel<span className="sr-only"> this message</span>
            </button>
          ) : null}
        </span>
      </div>
    </li>
  );
}
