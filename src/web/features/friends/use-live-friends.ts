// Keeps everything friends show live: my topic says when requests, friendships or what friends share with me
// changed, my school's topic when the admin switched sharing. Events carry no data; the screens refetch, and the
// server decides again what I may see, so a revoked schedule vanishes on every open tab.
import { FRIENDS_TOPICS } from "@/domain/friends/friends-topics";
import { userTopic } from "@/domain/realtime-topics";
import { SCHEDULE_CHANGED_EVENT } from "@/domain/schedule/schedule-topics";
import { useRealtimeTopic, useRefetchQueries } from "@/web/lib/use-realtime";
import { friendsKeys } from "./api/query-keys";

export function useLiveFriends(me: { id: string; schoolId: number | null } | null) {
  const refetch = useRefetchQueries(friendsKeys.all);
  const refetchClassesInCommon = useRefetchQueries(friendsKeys.classesInCommon());
  useRealtimeTopic(me ? FRIENDS_TOPICS.user(me.id) : null, refetch, refetch);
  useRealtimeTopic(me && me.schoolId !== null ? FRIENDS_TOPICS.school(me.schoolId) : null, refetch, refetch);
  useRealtimeTopic(
    me ? userTopic(me.id) : null,
    (event) => {
      // My own entries changed: their classes may now match.
      if (event.event === SCHEDULE_CHANGED_EVENT) refetchClassesInCommon();
    },
    refetchClassesInCommon,
  );
}
