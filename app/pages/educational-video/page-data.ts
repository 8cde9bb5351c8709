import type { CourseRow, Page } from "#contract/catalogue.ts";
import type { VideoFilters } from "../../components/catalogue/filters.ts";

export type FilterOption = { value: string; label: string };

export type EducationalVideoData = {
  videos: Page<CourseRow>;
  filters: VideoFilters;
  pageSize: number;
  failed: boolean;
  productLines: FilterOption[];
  videoTypes: FilterOption[];
};
