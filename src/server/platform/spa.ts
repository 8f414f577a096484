// Prepares the built index.html for serving: the app name is a runtime setting, not only a build-time one.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Replaces the name the app was built with (its <title>) by APP_NAME, and tells the browser app the name. */
export function renderIndexHtml(html: string, appName: string): string {
  const name = escapeHtml(appName);
  const builtName = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const renamed = builtName ? html.split(builtName).join(name) : html;
  return renamed
    .replace(/<meta name="application-name" content="[^"]*"\s*\/?>\s*/, "")
    .replace("</head>", `  <meta name="application-name" content="${name}" />\n  </head>`);
}
