// The Friends section of the student dashboard: add friends by email or personal code, answer requests, see who
// shares with me and open their week, choose what I share, and block or unblock students. Live on my own topic.
import { lazy, Suspense, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { AddFriendForm } from "./add-friend-form";
import { useFriends } from "./api/get-friends";
import { BlockedList } from "./blocked-list";
import { FriendList } from "./friend-list";
import { FriendRequests } from "./friend-requests";
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
                  <FriendRequests data={data} />
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
