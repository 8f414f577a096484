// The account page's words (not in the specification, which has no account page): changing the password, and the
// list of sessions with the ways to end them.
export const ACCOUNT_PAGE_TEXTS = {
  title: "Your Account",
  linkFromDashboard: "Account",
  description: "Change your password and see where you are signed in.",
  backToDashboard: "Back to Dashboard",

  changePasswordTitle: "Change Password",
  changePasswordDescription: "You stay signed in here; every other device is signed out.",
  currentPassword: "Current Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
  currentPasswordRequired: "Enter your current password",
  currentPasswordWrong: "The current password is not correct",
  samePassword: "Choose a password that differs from your current one",
  changePasswordSubmit: "Change Password",
  changingPassword: "Changing…",
  passwordChanged: "Password changed",
  passwordChangedDescription: "Your other devices have been signed out.",

  sessionsTitle: "Where You're Signed In",
  sessionsDescription: "Sign out of a device you no longer use, or of every device but this one.",
  sessionsLoading: "Loading your sessions…",
  sessionsFailed: "Your sessions could not be loaded.",
  thisDevice: "This device",
  signedInOn: "Signed in",
  lastActive: "Last active",
  signOutSession: "Sign Out",
  signOutOthers: "Sign Out All Other Devices",
  noOtherSessions: "You are not signed in anywhere else.",
  sessionEnded: "Signed out of that device",
  otherSessionsEnded: "Signed out of every other device",

  sessionNotFound: "That session has already ended",
  currentSessionRefused: "This is the session you are using: use Sign Out instead",
} as const;
