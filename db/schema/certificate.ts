import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { generatedId, timestamps } from "../columns.ts";
import { certifications } from "./catalogue.ts";
import { users } from "./identity.ts";

/**
 * Certificates held by learners. Enrolment reads them for the prerequisite
 * rule (associate before professional) and the no-re-enrolment rule; the
 * certificate issue adds application, PDFs and renewal.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: generatedId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer("certification_id")
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    certificateNumber: varchar("certificate_number", { length: 40 }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Certificates renew every two years (frame §9). */
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    status: varchar("status", { length: 10, enum: ["valid", "revoked"] })
      .notNull()
      .default("valid"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("certificates_number_idx").on(t.certificateNumber),
    index("certificates_user_idx").on(t.userId, t.certificationId),
  ],
);
