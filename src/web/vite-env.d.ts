/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The product name shown to people (vite.config.ts fills it from APP_NAME when unset). */
  readonly VITE_APP_NAME?: string;
  /** Names the build (vite.config.ts): the offline copy a build wrote is read by that build only. */
  readonly VITE_BUILD_ID?: string;
}
