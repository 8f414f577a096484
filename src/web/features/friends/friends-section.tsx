// The Friends section of the student dashboard: add friends by email or personal code, answer requests, see who
// shares with me and open their week, choose what I share, and block or unblock students. Live on my own topic.
import { Ban, Check, Eye, KeyRound, RefreshCw, Send, UserMinus, UsersRound, X } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { lazy, Suspense, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { toast } from "@/web/lib/toast";
import { type Friend, type FriendsOverview, sendFriendRequestSchema } from "@/domain/friends/friends-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import {
  useAnswerFriendRequest,
  useBlockStudent,
  useRemoveFriend,
  useRenewFriendCode,
  useSendFriendRequest,
  useUnblockStudent,
} from "./api/friend-actions";
import { useFriends } from "./api/get-friends";
import { FriendWeek } from "./friend-week";
import { useLiveFriends } from "./use-live-friends";

// The sharing form (with the form library and the schemas) loads when its tab opens, not with the dashboard.
const ShareSettingsForm = lazy(() => import("./share-settings-form").then((m) => ({ default: m.ShareSettingsForm })));

export const FRIENDS_SECTION_ID = "friends";

const TAB = "px-1.5 text-[13px] sm:px-3 sm:text-sm";

export function FriendsSection({ me }: { me: { id: string; schoolId: number | null } }) {
  useLiveFriends(me);
  const friends = useFriends();
  const data = friends.data;
  const [openFriendId, setOpenFriendId] = useState<string | null>(null);
  const openFriend = data?.friends.find((f) => f.id === openFriendId && f.sharesWithMe);

  return (
    <section id={FRIENDS_SECTION_ID} aria-labelledby="friends-title" className="mt-8 scroll-mt-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="friends-title">Friends</h2>
          </CardTitle>
          <CardDescription>
            See classes in common and plan free periods together. Nothing is shared until you choose to.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {friends.isPending && <p className="text-sm text-muted-foreground">Loading your friends…</p>}
          {friends.isError && !data && (
            <p role="alert" className="text-sm text-rose-200">
              Could not load your friends: {friends.error.message}
            </p>
          )}
          {data && (
            <>
              {!data.schoolSharingEnabled && (
                <p role="status" className="mb-4 rounded-lg border border-amber-300/60 bg-amber-950/40 p-3 text-sm">
                  Schedule sharing is turned off for your school by an administrator. Your friends and choices are kept.
                </p>
              )}
              <Tabs defaultValue="friends">
                <TabsList aria-label="Friends">
                  <TabsTrigger value="friends" className={TAB}>
                    My friends
                  </TabsTrigger>
                  <TabsTrigger value="requests" className={TAB}>
                    Requests{data.incoming.length > 0 && ` (${data.incoming.length})`}
                  </TabsTrigger>
                  <TabsTrigger value="sharing" className={TAB}>
                    Sharing
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="friends">
                  <FriendList friends={data.friends} onOpen={setOpenFriendId} openFriendId={openFriend?.id ?? null} />
                  {openFriend && (
                    <FriendWeek
                      key={openFriend.id}
                      friendId={openFriend.id}
                      friendName={openFriend.name}
                      onClose={() => setOpenFriendId(null)}
                    />
                  )}
                </TabsContent>
                <TabsContent value="requests">
                  <AddFriendForm friendCode={data.friendCode} />
                  <Requests data={data} />
                </TabsContent>
                <TabsContent value="sharing">
                  {/* Remounted when the saved settings change (another device, live), so the form shows them. */}
                  <Suspense fallback={<p className="text-muted-foreground">Loading…</p>}>
                    <ShareSettingsForm
                      key={`${data.shareScope}|${data.showRooms}|${data.chosenFriendIds.join(",")}`}
                      overview={data}
                    />
                  </Suspense>
                  <BlockedList blocked={data.blocked} />
                </TabsContent>
              </Tabs>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function FriendList({
  friends,
  onOpen,
  openFriendId,
}: {
  friends: Friend[];
  onOpen: (id: string) => void;
  openFriendId: string | null;
}) {
  if (!friends.length) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-6 text-center">
        <UsersRound aria-hidden="true" className="size-7 text-accent" />
        <p className="font-semibold">No friends yet</p>
        <p className="text-sm text-muted-foreground">Send a request by email or personal code under Requests.</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="My friends">
      {friends.map((friend) => (
        <FriendRow key={friend.id} friend={friend} onOpen={onOpen} isOpen={openFriendId === friend.id} />
      ))}
    </ul>
  );
}

function FriendRow({ friend, onOpen, isOpen }: { friend: Friend; onOpen: (id: string) => void; isOpen: boolean }) {
  const remove = useRemoveFriend();
  const block = useBlockStudent();
  const [confirming, setConfirming] = useState<"remove" | "block" | null>(null);
  const confirm = () => {
    const action = confirming === "remove" ? remove : block;
    action.mutate(friend.id, {
      onSuccess: () => toast.success(confirming === "remove" ? `${friend.name} removed` : `${friend.name} blocked`),
    });
    setConfirming(null);
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-background/40 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{friend.name}</p>
        <p className="text-sm break-all text-muted-foreground">{friend.email}</p>
        <p
          className={`mt-1 text-xs font-semibold ${friend.sharesWithMe ? "text-emerald-300" : "text-muted-foreground"}`}
        >
          {friend.sharesWithMe ? "Shares their schedule with you" : "Not sharing with you"}
        </p>
      </div>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">
            {confirming === "remove" ? `Remove ${friend.name}?` : `Block ${friend.name}?`}
          </span>
          <Button size="sm" variant="destructive" onClick={confirm}>
            {confirming === "remove" ? "Remove" : "Block"}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {friend.sharesWithMe && (
            <Button size="sm" onClick={() => onOpen(friend.id)} aria-pressed={isOpen}>
              <Eye aria-hidden="true" />
              View week<span className="sr-only"> of {friend.name}</span>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setConfirming("remove")}>
            <UserMinus aria-hidden="true" />
            Remove<span className="sr-only"> {friend.name}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming("block")}>
            <Ban aria-hidden="true" />
            Block<span className="sr-only"> {friend.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The add-friend box takes an email or a code in one field: what it holds becomes the request's email (when it has
 * an @) or its code, which the domain's schema checks; its refusals go under the one field.
 */
const addFriendFormSchema = z.object({ friend: z.string() }).transform(({ friend }, ctx) => {
  const request = sendFriendRequestSchema.safeParse(friend.includes("@") ? { email: friend } : { code: friend });
  if (request.success) return request.data;
  for (const issue of request.error.issues) ctx.addIssue({ code: "custom", path: ["friend"], message: issue.message });
  return z.NEVER;
});

function AddFriendForm({ friendCode }: { friendCode: string }) {
  const send = useSendFriendRequest();
  const renew = useRenewFriendCode();
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(addFriendFormSchema),
    defaultValues: { friend: "" },
  });
  const fieldId = useId();

  const submit = handleSubmit((request) =>
    send.mutate(request, {
      onSuccess: () => {
        toast.success("Friend request sent");
        reset();
      },
      // The server's refusal (no such student, declined lately…) goes under the field, not in a toast.
      onError: (e) => setError("friend", { type: "server", message: e.message }, { shouldFocus: true }),
    }),
  );

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormField
          id={fieldId}
          label="Add a friend"
          hint="Their school email, or the personal code they gave you."
          registration={register("friend")}
          error={formState.errors.friend}
          className="flex-1"
        >
          {(control) => <Input {...control} autoComplete="off" placeholder="name@school.example or ABCD-EFGH" />}
        </FormField>
        <Button type="submit" disabled={send.isPending} className="sm:mt-7">
          <Send aria-hidden="true" />
          Send request
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-background/40 p-3 text-sm">
        <KeyRound aria-hidden="true" className="size-4 text-accent" />
        <span>
          Your personal code:{" "}
          <strong className="font-mono text-base tracking-widest" data-testid="friend-code">
            {friendCode.slice(0, 4)}-{friendCode.slice(4)}
          </strong>
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={renew.isPending}
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: () => toast.success("New personal code ready: the old one no longer works"),
            })
          }
        >
          <RefreshCw aria-hidden="true" />
          New code
        </Button>
      </div>
    </div>
  );
}

function Requests({ data }: { data: FriendsOverview }) {
  const answer = useAnswerFriendRequest();
  const act = (requestId: string, verb: "accept" | "decline" | "cancel", done: string) =>
    answer.mutate({ requestId, answer: verb }, { onSuccess: () => toast.success(done) });
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="font-semibold">Requests to you</h3>
        {data.incoming.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No requests right now.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" aria-label="Requests to you">
            {data.incoming.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 rounded-lg border border-border bg-background/40 p-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{r.person.name}</p>
                  <p className="text-sm break-all text-muted-foreground">{r.person.email}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => act(r.id, "accept", `You and ${r.person.name} are now friends`)}>
                    <Check aria-hidden="true" />
                    Accept<span className="sr-only"> {r.person.name}</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => act(r.id, "decline", "Request declined")}>
                    <X aria-hidden="true" />
                    Decline<span className="sr-only"> {r.person.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Sent requests</h3>
        {data.outgoing.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No requests waiting for an answer.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" aria-label="Sent requests">
            {data.outgoing.map((r) => (
              <li
                key={r.id}
                className="flex items-center justify-between gap-2 rounded-lg border border-border bg-background/40 p-3"
              >
                <p className="min-w-0 font-semibold break-words">{r.person.name}</p>
                <Button size="sm" variant="outline" onClick={() => act(r.id, "cancel", "Request withdrawn")}>
                  Withdraw<span className="sr-only"> request to {r.person.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function BlockedList({ blocked }: { blocked: FriendsOverview["blocked"] }) {
  const unblock = useUnblockStudent();
  if (!blocked.length) return null;
  return (
    <div className="mt-6">
      <h3 className="font-semibold">Blocked students</h3>
      <p className="text-sm text-muted-foreground">
        They cannot find you, send you requests or see anything you share.
      </p>
      <ul className="mt-2 flex flex-col gap-2" aria-label="Blocked students">
        {blocked.map((b) => (
          <li key={b.id} className="flex items-center justify-between gap-2 rounded-lg border border-border p-3">
            <span className="min-w-0 break-words">{b.name}</span>
            <Button size="sm" variant="outline" onClick={() => unblock.mutate(b.id)}>
              Unblock<span className="sr-only"> {b.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
