import type { ClassroomSession } from "#contract/classroom.ts";
import type { FormatFilter } from "../../components/classroom/session-rules.ts";

export type WorkshopSeminarData = {
  sessions: { rows: ClassroomSession[]; total: number };
  format: FormatFilter;
  pageNum: number;
  pageSize: number;
  /** The list could not be read: the page says so instead of failing. */
  failed: boolean;
};
