/** Tab triggers of the Jenga pages: three fit side by side on a 360 px phone. */
export const JENGA_TAB = "px-1.5 text-[13px] sm:px-3 sm:text-sm";
