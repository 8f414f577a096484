// The school's weekday and minute, re-read every 30 seconds (the schedule's refresh), for a friend's week.
import { useEffect, useState } from "react";
import { CLOCK_REFRESH_MS } from "@/domain/schedule/class-timing";
import { type SchoolClock, schoolClock } from "@/domain/schedule/school-clock";

export function useSchoolClock(timeZone: string | undefined): SchoolClock | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return timeZone ? schoolClock(new Date(now), timeZone) : null;
}
