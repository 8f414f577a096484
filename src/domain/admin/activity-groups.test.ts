import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPES, type Activity } from "./admin-schemas";
import { groupRepeats } from "./activity-groups";

const at = (i: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, 0) - i * 1000).toISOString();
const sent = (i: number): Activity => ({
  activityType: "message_sent",
  activityDescription: "Message sent by Administrator",
  createdAt: at(i),
  userEmail: "admin@school.example",
});

describe("groupRepeats", () => {
  it("folds 101 messages sent by the administrator into one line of 101, newest and oldest times kept", () => {
    const feed = [
      ...Array.from({ length: 101 }, (_, i) => sent(i)),
      { ...sent(101), activityType: "user_registration" as const, activityDescription: "New user: Ana" },
    ];
    const groups = groupRepeats(feed);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ count: 101, oldestAt: at(100), activity: { createdAt: at(0) } });
    expect(groups[1]!.count).toBe(1);
  });

  it("keeps every entry, in order, and never leaves two neighbouring groups of the same event", () => {
    const activity = fc.record({
      activityType: fc.constantFrom(...ACTIVITY_TYPES),
      activityDescription: fc.constantFrom("Message sent by Administrator", "New user: Ana", "Game created"),
      createdAt: fc.integer({ min: 0, max: 1000 }).map(at),
      userEmail: fc.constantFrom(null, "admin@school.example", "ana@school.example"),
    });
    fc.assert(
      fc.property(fc.array(activity, { maxLength: 60 }), (feed) => {
        const groups = groupRepeats(feed);
        expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(feed.length);
        let index = 0;
        for (const group of groups) {
          expect(group.activity).toBe(feed[index]);
          expect(group.oldestAt).toBe(feed[index + group.count - 1]!.createdAt);
          index += group.count;
        }
        for (let i = 1; i < groups.length; i++) {
          const [a, b] = [groups[i - 1]!.activity, groups[i]!.activity];
          expect(
            a.activityType === b.activityType &&
              a.activityDescription === b.activityDescription &&
              a.userEmail === b.userEmail,
          ).toBe(false);
        }
      }),
    );
  });
});
