// web-push (payload encryption and VAPID signing), loaded by the first push or the first key pair: about 10 MB of
// memory that a server whose users never turn pushes on need not hold (decision 029).
import type webPushLibrary from "web-push";

let webPush: Promise<typeof webPushLibrary> | undefined;

export const loadWebPush = () => (webPush ??= import("web-push").then((module) => module.default));
