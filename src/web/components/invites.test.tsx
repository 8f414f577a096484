// @vitest-environment happy-dom
import type { UseQueryResult } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PendingInvitesList } from "./pending-invites-list";
import { type InvitableUser, UserInviteDialog } from "./user-invite-dialog";

/** Just the fields of a query result these components read. */
function query<T>(state: { data?: T; isPending?: boolean; isError?: boolean }): UseQueryResult<T> {
  return { isPending: false, isError: false, ...state } as UseQueryResult<T>;
}

type Invite = { id: string; team: string };
const invites = [
  { id: "i1", team: "Net Ninjas" },
  { id: "i2", team: "<b>Spike</b> Squad" },
];

afterEach(cleanup);

describe("PendingInvitesList", () => {
  const list = (state: Parameters<typeof query<Invite[]>>[0], answering?: string) => {
    const onAnswer = vi.fn();
    render(
      <PendingInvitesList
        invites={query(state)}
        nameOf={(invite: Invite) => invite.team}
        detailOf={() => "Invited by Ana"}
        answering={answering}
        onAnswer={onAnswer}
      />,
    );
    return onAnswer;
  };

  it("says when it loads, fails or has nothing", () => {
    list({ isPending: true });
    screen.getByText("Loading invites…");
    cleanup();
    list({ isError: true });
    expect(screen.getByRole("alert").textContent).toBe("Failed to load invites.");
    cleanup();
    list({ data: [] });
    screen.getByText("No pending invites");
  });

  it("answers the invite whose button was pressed, and holds the buttons of the one being answered", () => {
    const onAnswer = list({ data: invites }, "i1");
    screen.getByRole("heading", { name: "<b>Spike</b> Squad" });
    fireEvent.click(screen.getByRole("button", { name: "Decline invite to <b>Spike</b> Squad" }));
    expect(onAnswer).toHaveBeenCalledWith(invites[1], "declined");
    const held = screen.getByRole("button", { name: "Accept invite to Net Ninjas" });
    expect(held.hasAttribute("disabled")).toBe(true);
  });
});

describe("UserInviteDialog", () => {
  const people: InvitableUser[] = [
    { id: "u1", name: "Ben Ortiz", email: "ben@example.org" },
    { id: "u2", name: "Cleo Park", email: "cleo@example.org" },
    { id: "u3", name: "Dev Rao", email: "dev@example.org" },
  ];

  it("asks for people only once open, searches, and offers Invite only to those who can be invited", async () => {
    const useUsers = vi.fn((_search: string, _enabled: boolean) => query({ data: people }));
    const onInvite = vi.fn();
    render(
      <UserInviteDialog
        title="Invite Players"
        description="Approved players can join."
        useUsers={useUsers}
        noun="players"
        emptyText="No available players found"
        notInvitable={(user) => (user.id === "u1" ? "Playing" : undefined)}
        invited={(user) => user.id === "u3"}
        onInvite={onInvite}
      />,
    );
    expect(useUsers).toHaveBeenLastCalledWith("", false);
    fireEvent.click(screen.getByRole("button", { name: "Invite Players" }));
    await screen.findByRole("dialog", { name: "Invite Players" });
    expect(useUsers).toHaveBeenLastCalledWith("", true);

    fireEvent.change(screen.getByLabelText("Search by name or email"), { target: { value: "  cleo " } });
    expect(useUsers).toHaveBeenLastCalledWith("cleo", true);

    screen.getByText("Playing");
    expect(screen.queryByRole("button", { name: "Invite Ben Ortiz" })).toBeNull();
    expect(screen.getByRole("button", { name: "Dev Rao invited" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Invite Cleo Park" }));
    expect(onInvite).toHaveBeenCalledWith(people[1]);
  });

  it("names its trigger by the text on screen first, then what it is for (WCAG 2.5.3, label in name)", () => {
    render(
      <UserInviteDialog
        title="Invite Player"
        triggerContext="to Oak Tower"
        description="Invite someone."
        useUsers={() => query<InvitableUser[]>({ data: people })}
        noun="users"
        emptyText="No users found"
        onInvite={() => undefined}
      />,
    );
    const trigger = screen.getByRole("button", { name: "Invite Player to Oak Tower" });
    expect(trigger.hasAttribute("aria-label")).toBe(false);
  });

  it("names what it failed to load", async () => {
    render(
      <UserInviteDialog
        title="Invite Player"
        description="Invite someone."
        useUsers={() => query<InvitableUser[]>({ isError: true })}
        noun="users"
        emptyText="No users found"
        onInvite={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Invite Player" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load users.");
  });
});
