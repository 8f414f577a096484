// The one place the browser learns the product's name (the APP_NAME setting; "Cohort" unless a school renames it).
// The server writes the running APP_NAME into index.html's application-name meta tag, so renaming needs no rebuild;
// the name given at build time is the fallback (e.g. under the Vite dev server).
const fromServer =
  typeof document === "undefined"
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content;
const configured: string = fromServer || import.meta.env.VITE_APP_NAME || "Cohort";

export const APP_NAME = configured.trim() || "Cohort";

export const APP_TAGLINE = "for students, by students";
