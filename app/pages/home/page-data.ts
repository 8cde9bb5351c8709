import type { CertificationSummary, CourseRow } from "#contract/catalogue.ts";
import type { ClassroomSession } from "#contract/classroom.ts";
import type { NewsItem } from "#contract/content.ts";
import type { Trainer } from "#contract/trainer-team.ts";
import type { UserComment } from "#contract/user-comments.ts";
import type { Dated } from "../../components/catalogue/format.ts";

/** The home page's own data; everything else comes with the frame. */
export type HomeData = {
  news: Dated<NewsItem>[];
  certifications: CertificationSummary[];
  recommendations: CourseRow[];
  classrooms: ClassroomSession[];
  trainers: Trainer[];
  comments: UserComment[];
};
