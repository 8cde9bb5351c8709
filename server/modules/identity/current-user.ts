import type { FastifyRequest } from "fastify";
import { needLogin } from "../../errors.ts";
import type { UserRow, Users } from "./users.service.ts";

/** The logged-in user's record for account calls; a session whose user is gone counts as none (code 401). */
export function currentUserOf(users: Users) {
  return async (request: FastifyRequest): Promise<UserRow> => {
    const user = await users.signedIn(request.requireUser());
    if (!user || user.deletedAt) throw needLogin();
    return user;
  };
}
