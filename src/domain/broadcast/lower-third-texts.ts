// The lower-third generator's texts, and the PIN's length they state: the PIN gate and the banner's controls show
// them, lower-third.ts and the server refuse with them.

export const LOWER_THIRD_PIN_LENGTH = 4;

export const LOWER_THIRD_TEXTS = {
  access: "Access",
  invalidPin: "Invalid PIN",
  tryAgain: "Please try again",
  pinLength: `The PIN is ${LOWER_THIRD_PIN_LENGTH} characters`,
  notConfigured: "The lower-third generator has no PIN yet",
  pinFromEnvironment: "The PIN is set by LOWER_THIRD_PIN on the server and cannot be changed here",
  pinRequired: "Enter the PIN to open the generator",
  updateGraphics: "Update Graphics",
  restartAnimation: "Restart Animation",
  startRecord: "Start Record",
  stopRecord: "Stop Record",
  recordingFailed: "Failed to start recording",
  allowCapture: "Please allow screen capture",
  // Not the specification's: a recording stopped before the encoder gave its first frame.
  recordingEmpty: "Nothing was recorded",
  recordLonger: "Record for a few seconds longer: this computer needs a moment to start encoding.",
} as const;
