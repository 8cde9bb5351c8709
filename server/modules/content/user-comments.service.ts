import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import type { UserComment } from "#contract/user-comments.ts";
import { userComments } from "#db/schema/content.ts";
import type { Scope } from "../../scope.ts";

/** How many comments the home page shows. */
const HOME_COMMENTS = 6;

/** What learners say: the home page's user comments (frame §2), per site and language. */
export function createUserComments(db: Db) {
  return {
    async forHome(scope: Pick<Scope, "site" | "language">): Promise<UserComment[]> {
      return db
        .select({
          id: userComments.id,
          authorName: userComments.authorName,
          authorTitle: userComments.authorTitle,
          avatarUrl: userComments.avatarUrl,
          comment: userComments.comment,
        })
        .from(userComments)
        .where(
          and(
            eq(userComments.siteId, scope.site.id),
            eq(userComments.languageId, scope.language.id),
          ),
        )
        .orderBy(asc(userComments.sortOrder), asc(userComments.id))
        .limit(HOME_COMMENTS);
    },
  };
}

export type UserComments = ReturnType<typeof createUserComments>;
