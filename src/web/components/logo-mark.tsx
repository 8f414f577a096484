import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/web/lib/cn";

const logoMarkVariants = cva(
  "inline-flex shrink-0 items-center justify-center bg-linear-135 from-indigo-600 to-violet-700 font-black text-white shadow-lg shadow-indigo-950/50 select-none",
  {
    variants: {
      size: {
        sm: "size-8 rounded-lg text-lg",
        md: "size-10 rounded-xl text-xl",
        lg: "size-20 rounded-2xl text-5xl",
        xl: "size-32 rounded-[1.75rem] text-7xl sm:size-40 sm:rounded-[2.25rem] sm:text-8xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

/**
 * The app's mark: a "C" in a rounded square. It is decoration beside the app name, so it is hidden from
 * assistive technology; where it stands alone, give the surrounding element the name.
 */
export function LogoMark({ size, className }: VariantProps<typeof logoMarkVariants> & { className?: string }) {
  return (
    <span aria-hidden="true" className={cn(logoMarkVariants({ size }), className)}>
      C
    </span>
  );
}
