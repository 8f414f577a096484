// The session every screen reads: loading, unavailable (the check failed), or what `me` answered.
import { useMe, type Session } from "./api/get-me";

export type SessionState = { status: "loading" } | { status: "unavailable"; retry: () => void } | Session;

export function useSession(): SessionState {
  const me = useMe();
  if (me.data) return me.data;
  if (me.isError) return { status: "unavailable", retry: () => void me.refetch() };
  return { status: "loading" };
}
