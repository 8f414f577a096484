// What the home page shows, in the specification's order: a spinner while the session loads, the restriction
// screen for a blocked account, the dashboard when signed in, the auth card when a way in was chosen, else the hero.

export type HomeSessionStatus = "loading" | "unavailable" | "blocked" | "signed-in" | "signed-out";
export type HomeView = "spinner" | "session-unavailable" | "restriction" | "dashboard" | "auth-card" | "hero";

export function homeView(session: HomeSessionStatus, authCardChosen: boolean): HomeView {
  switch (session) {
    case "loading":
      return "spinner";
    case "unavailable":
      return "session-unavailable";
    case "blocked":
      return "restriction";
    case "signed-in":
      return "dashboard";
    case "signed-out":
      return authCardChosen ? "auth-card" : "hero";
  }
}
