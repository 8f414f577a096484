/** Stream overlays (OBS browser sources), the logo and the printable poster stay free of the notification banner. */
export const BANNER_FREE_PATHS = /^\/(lower-third|sports-lower-third|campaign-poster|logo)/;
