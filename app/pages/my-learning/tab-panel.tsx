import type { MyLearningData } from "./page-data.ts";
import { CertificatesTab } from "./tabs/certificates-tab.tsx";
import { CertificationsTab } from "./tabs/certifications-tab.tsx";
import { ClassroomsTab } from "./tabs/classrooms-tab.tsx";
import { CourseListTab } from "./tabs/course-list-tab.tsx";
import { ExamsTab } from "./tabs/exams-tab.tsx";
import { MedalsTab } from "./tabs/medals-tab.tsx";
import { PersonalTab } from "./tabs/personal-tab.tsx";
import { StatisticsTab } from "./tabs/statistics-tab.tsx";

/** The chosen tab's content, from the data its loader read. */
export function TabPanel({
  content,
  user,
  compact,
}: {
  content: MyLearningData["content"];
  user: MyLearningData["user"];
  compact: boolean;
}) {
  switch (content.tab) {
    case "statistics":
      return <StatisticsTab statistics={content.statistics} compact={compact} />;
    case "certifications":
      return (
        <CertificationsTab certifications={content.certifications} practice={content.practice} />
      );
    case "certificates":
      return <CertificatesTab {...content} compact={compact} />;
    case "exams":
      return <ExamsTab records={content.records} compact={compact} />;
    case "courses":
    case "videos":
      return <CourseListTab content={content} compact={compact} />;
    case "instructor-led":
      return (
        <ClassroomsTab
          kind="instructor-led"
          classrooms={content.classrooms}
          practicalExams={content.practicalExams}
          compact={compact}
        />
      );
    case "webinars":
      return (
        <ClassroomsTab
          kind="webinars"
          classrooms={content.classrooms}
          practicalExams={[]}
          compact={compact}
        />
      );
    case "medals":
      return <MedalsTab medals={content.medals} compact={compact} />;
    case "personal":
      return <PersonalTab user={user} compact={compact} />;
  }
}
