// Records a canvas to a webm file: the canvas's own frames (captureStream), so no screen-share prompt appears and
// the file holds only the banner. A browser that cannot record gets the specification's failure toast.
import { useEffect, useRef, useState } from "react";
import { toast } from "@/web/lib/toast";
import { LOWER_THIRD_TEXTS } from "@/domain/broadcast/lower-third-texts";
import type { BannerBackground } from "./draw-banner";

const FRAMES_PER_SECOND = 60;
// VP8 and VP9 in webm keep the alpha channel of a transparent canvas in Chromium; either records the green one.
const TYPES: Record<BannerBackground, string[]> = {
  transparent: ["video/webm;codecs=vp8", "video/webm;codecs=vp9", "video/webm"],
  green: ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"],
};

export type Recording = { startedAt: number } | null;

function pickType(background: BannerBackground): string | undefined {
  if (typeof MediaRecorder === "undefined") return undefined;
  return TYPES[background].find((type) => MediaRecorder.isTypeSupported(type));
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to take the data before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useCanvasRecorder() {
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState<Recording>(null);

  useEffect(() => () => recorder.current?.stop(), []);

  const start = (canvas: HTMLCanvasElement | null, background: BannerBackground, fileName: string): boolean => {
    try {
      const mimeType = pickType(background);
      if (!canvas || !mimeType || typeof canvas.captureStream !== "function") throw new Error("cannot record here");
      const stream = canvas.captureStream(FRAMES_PER_SECOND);
      const next = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 8_000_000 });
      const chunks: Blob[] = [];
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      next.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        recorder.current = null;
        setRecording(null);
        if (chunks.length) download(new Blob(chunks, { type: "video/webm" }), fileName);
        // A software encoder (a machine without a GPU) can take seconds to give its first frame: a shorter recording
        // holds nothing, and says so rather than download nothing in silence.
        else toast.error(LOWER_THIRD_TEXTS.recordingEmpty, { description: LOWER_THIRD_TEXTS.recordLonger });
      };
      next.start(250);
      recorder.current = next;
      setRecording({ startedAt: Date.now() });
      return true;
    } catch (error) {
      console.warn("recording could not start", error);
      toast.error(LOWER_THIRD_TEXTS.recordingFailed, { description: LOWER_THIRD_TEXTS.allowCapture });
      return false;
    }
  };

  const stop = () => recorder.current?.stop();

  return { recording, start, stop };
}
