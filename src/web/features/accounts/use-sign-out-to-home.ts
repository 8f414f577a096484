// Sign Out as every screen offers it: end the session, say so, and go back to the home page.
import { useMutationState } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/web/lib/toast";
import { useSignOut } from "./api/sign-out";

const SIGN_OUT_TO_HOME = ["accounts", "sign-out-to-home"] as const;

export function useSignOutToHome() {
  const navigate = useNavigate();
  const signOut = useSignOut({
    mutationKey: SIGN_OUT_TO_HOME,
    errorMessage: (error) => ({ title: "Error signing out", description: error.message }),
    // Here, not in mutate's callbacks: a page guard unmounts the screen once the session is gone, and callbacks of an
    // unmounted screen never run (the admin console's Logout then ended on the admin login instead of home).
    onSignedOut: async () => {
      toast.success("Signed out");
      await navigate("/");
    },
  });
  return { pending: signOut.isPending, signOut: () => signOut.mutate() };
}

/**
 * True once a Sign Out chosen since the calling page opened is under way or done: a page guard then waits for the home
 * page rather than sending the person who just signed out to a sign-in page of its own. Done counts too: the router
 * shows the next page in a transition, so the guard renders once more after the sign-out has finished.
 */
export function useSignedOutToHome(): boolean {
  const [openedAt] = useState(() => Date.now());
  const chosen = useMutationState({
    filters: { mutationKey: SIGN_OUT_TO_HOME },
    select: (mutation) => mutation.state.status !== "error" && mutation.state.submittedAt >= openedAt,
  });
  return chosen.includes(true);
}
