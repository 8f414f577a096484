// What friends see of each other's schedules: a friend's week, the periods we are both free today, and which of my
// classes friends take with me. Each read checks sharing on the server (friends-queries.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  classesInCommonSchema,
  freeTogetherSchema,
  friendScheduleSchema,
} from "../../../domain/friends/friends-schemas";
import { asStudent } from "./friends-queries";
import { getFreeTogether } from "./get-free-together";
import { getFriendSchedule } from "./get-friend-schedule";
import { listClassesInCommon } from "./list-classes-in-common";
import { pathId } from "../../platform/http/path-ids";

const userParams = z.object({ userId: pathId("Not found", "text") });

export const sharedScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const { config } = app;
  const tags = ["friends"];

  app.get(
    "/friends/classes-in-common",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listClassesInCommon",
        tags,
        summary: "For each of my entries, the friends sharing with me who take the same class (name, teacher, start)",
        response: { 200: classesInCommonSchema },
      },
    },
    async (request) => listClassesInCommon(db, asStudent(request.user)),
  );

  app.get(
    "/friends/:userId/schedule",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getFriendSchedule",
        tags,
        summary: "A friend's week, if they share it with me (rooms only if they chose to show them); else 404",
        params: userParams,
        response: { 200: friendScheduleSchema },
      },
    },
    async (request) => getFriendSchedule(db, asStudent(request.user), request.params.userId, config.schoolTimeZone),
  );

  app.get(
    "/friends/:userId/free-together",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getFreeTogether",
        tags,
        summary: "Today's periods (school day, school time zone) when both I and this friend are free; else 404",
        params: userParams,
        response: { 200: freeTogetherSchema },
      },
    },
    async (request) =>
      getFreeTogether(db, asStudent(request.user), request.params.userId, {
        now: new Date(),
        timeZone: config.schoolTimeZone,
      }),
  );
};
