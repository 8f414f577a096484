// What every request goes through before a feature sees it: zod validation and serialization, the API's error
// shape, JSON parsing, security headers (and no-store on every answer that belongs to someone), refusal of hostile
// input and odd paths, redirects kept on this site, and the OpenAPI documentation.
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { handleError } from "./errors";
import { completeDocument, describeRoute } from "./openapi";
import { fileStoreUrlOrigins } from "../files/s3-file-store";
import { registerLocationCheck } from "./redirects";
import { registerPathGuard } from "./request-path";
import { refuseHostileInput } from "./request-input";
import { registerPrivateAnswers, registerSecurityHeaders } from "./security-headers";

export const httpPlugin = fp(
  async (app) => {
    const { config } = app;
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    // An empty JSON body (a DELETE or a sign-out sent with a JSON content type) is no body, not an error.
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (body === "" || body === undefined) return done(null, undefined);
      return parseJson(request, body.toString(), done);
    });
    registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Inline style attributes are used by React components (positions, animation delays).
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Receipts stored in S3 are shown through presigned URLs on the bucket's own origin.
          imgSrc: ["'self'", "data:", "blob:", ...fileStoreUrlOrigins(config.s3)],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", "data:"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: config.publicUrl.startsWith("https:") ? [] : null,
        },
      },
      // OBS browser sources and the lower-third generator embed nothing cross-origin; keep the defaults strict.
      crossOriginEmbedderPolicy: false,
    });
    registerPrivateAnswers(app);
    refuseHostileInput(app);
    registerLocationCheck(app, config.publicUrl);

    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: `${config.appName} API`,
          description: "The HTTP API of the web app and the iOS app. Errors are `{ error: { code, message } }`.",
          version: "1.0.0",
        },
      },
      transform: describeRoute,
      // The openapi document in, the completed one out; its shape is checked by the contract test, not by these types.
      transformObject: (document) =>
        completeDocument(
          (document as unknown as { openapiObject: Parameters<typeof completeDocument>[0] }).openapiObject,
          config,
        ) as never,
    });
    await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

    registerPathGuard(app);
  },
  { name: "http", dependencies: ["services"] },
);
