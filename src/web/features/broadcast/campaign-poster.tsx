// The poster itself: sized to print on one page of letter or A4 paper (205 x 275 mm fits both), and scaled to its
// container on screen (every size is in container units, so the phone and the paper show the same poster).
import { BadgeCheck } from "lucide-react";
import { LogoMark } from "@/web/components/logo-mark";
import { APP_NAME } from "@/web/lib/app-name";
import type { PosterContent } from "@/domain/broadcast/poster-schemas";

export function CampaignPoster({ content }: { content: PosterContent }) {
  return (
    <article
      aria-label={`Campaign poster: ${content.name} for ${content.office}`}
      className="campaign-poster @container relative mx-auto flex aspect-[205/275] w-full max-w-[205mm] flex-col overflow-hidden rounded-[1.5cqw] bg-indigo-950 text-white shadow-2xl shadow-black/50"
      data-testid="campaign-poster"
    >
      <div
        aria-hidden="true"
        className="absolute -top-[20cqw] -right-[20cqw] size-[70cqw] rounded-full bg-violet-600/40"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-[25cqw] -left-[15cqw] size-[60cqw] rounded-full bg-indigo-600/30"
      />

      <div className="relative flex flex-1 flex-col gap-[3.5cqw] px-[8cqw] pt-[9cqw] pb-[6cqw]">
        <p className="text-[length:5cqw] leading-none font-black tracking-[0.4em] text-amber-300">VOTE</p>
        <h1 className="text-[length:13cqw] leading-[0.95] font-black tracking-tight break-words">{content.name}</h1>
        <p className="w-fit rounded-[1cqw] bg-amber-300 px-[3cqw] py-[1.2cqw] text-[length:4.6cqw] leading-none font-extrabold text-indigo-950">
          for {content.office}
        </p>
        <blockquote className="border-l-[1.2cqw] border-amber-300 pl-[3.5cqw] text-[length:6cqw] leading-tight font-bold text-indigo-50 italic">
          “{content.slogan}”
        </blockquote>
        <ul className="mt-auto flex flex-col gap-[2.4cqw]">
          {content.promises.map((promise, i) => (
            <li
              key={`${i}-${promise}`}
              className="flex items-start gap-[2.5cqw] text-[length:4.2cqw] leading-snug font-semibold"
            >
              <BadgeCheck aria-hidden="true" className="mt-[0.4cqw] size-[5cqw] shrink-0 text-amber-300" />
              <span>{promise}</span>
            </li>
          ))}
        </ul>
      </div>

      <footer className="relative flex items-center justify-between gap-[3cqw] bg-indigo-900 px-[8cqw] py-[3.5cqw]">
        <span className="text-[length:3.6cqw] font-extrabold tracking-wide">
          {content.name.split(/\s+/)[0]} for {content.office}
        </span>
        <span className="flex items-center gap-[1.5cqw] text-[length:2.8cqw] font-bold text-indigo-100">
          <LogoMark className="size-[6cqw] rounded-[1.4cqw] text-[length:3.8cqw]" />
          {APP_NAME}
        </span>
      </footer>
    </article>
  );
}
