// The friends' realtime names: my own topic (requests, acceptances, who shares with me) and my school's (the admin's
// switch). The server rules both under one prefix.

export const FRIENDS_TOPIC_PREFIX = "friends";
export const FRIENDS_TOPICS = {
  user: (userId: string) => `${FRIENDS_TOPIC_PREFIX}:${userId}`,
  school: (schoolId: number) => `${FRIENDS_TOPIC_PREFIX}:school:${schoolId}`,
} as const;
/** The one event: "what you may see changed, refetch". It never carries schedule data. */
export const FRIENDS_CHANGED_EVENT = "changed";
