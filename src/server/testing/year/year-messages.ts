// The year's messages: a few long conversations between one student and one admin, then the bulk, mostly between
// a student and the office (their school's admins), a tenth between two students. Inserted in chunks of one
// INSERT … SELECT each, so a progress line can follow 3 million rows.
import { inYear, YEAR_SECONDS } from "./year-people";
import { orderedUuidOf, pick, type RunSql } from "./year-sql";
import type { YearSize } from "./year-size";

const CHUNK = 250_000;

export async function insertMessages(run: RunSql, size: YearSize, progress: (done: number) => void = () => {}) {
  const { seed, students, admins } = size;
  const long = size.longConversations * size.longConversationLength;
  const length = size.longConversationLength;
  // The long conversations: one message every few hours of the year, the sides taking turns at random.
  for (let from = 0; from < long; from += CHUNK) {
    const to = Math.min(long, from + CHUNK) - 1;
    await run(`
      insert into messages (id, sender_id, recipient_id, content, is_read, created_at, updated_at)
      select ${orderedUuidOf("message", "i", seed)},
             case when side = 0 then student else admin end, case when side = 0 then admin else student end,
             'Conversation ' || c || ', message ' || (m + 1), m < ${length - 3}, created, created
      from (select i, c, m, ${pick("i", 2, seed, 90)} as side,
                   'year-student-' || ((${students} - 1 - c * 37) % ${students}) as student, 'year-admin-' || (c % ${admins}) as admin,
                   ${inYear(`m::bigint * ${YEAR_SECONDS} / ${length} + c`)} as created
            from (select i, i / ${length} as c, i % ${length} as m from generate_series(${from}, ${to}) as i) as g) as x`);
    progress(to + 1);
  }
  const bulk = size.messages - long;
  for (let from = 0; from < bulk; from += CHUNK) {
    const to = Math.min(bulk, from + CHUNK) - 1;
    await run(`
      insert into messages (id, sender_id, recipient_id, content, is_read, created_at, updated_at)
      select ${orderedUuidOf("message", `${long} + j`, seed)}, sender, recipient,
             'Message ' || (j + 1) || ' of the year', j < ${bulk - Math.ceil(bulk / 100)}, created, created
      from (select j, created,
                   case when kind = 0 then student when kind = 1 then admin else student end as sender,
                   case when kind = 0 then other when kind = 1 then student else admin end as recipient
            from (select j, ${inYear(`j::bigint * ${YEAR_SECONDS} / ${bulk}`)} as created,
                         case when ${pick("j", 10, seed, 91)} = 0 then 0
                              when ${pick("j", 3, seed, 92)} = 0 then 1 else 2 end as kind,
                         'year-student-' || s as student,
                         'year-student-' || ((s + 1 + ${pick("j", 50, seed, 93)}) % ${students}) as other,
                         'year-admin-' || (s % ${admins}) as admin
                  from (select j, ${pick("j", students, seed, 94)} as s
                        from generate_series(${from}, ${to}) as j) as g) as p) as x`);
    progress(long + to + 1);
  }
}
