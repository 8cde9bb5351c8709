import type { TrainerConfig, TrainerPage } from "#contract/trainer-team.ts";

export type TrainerFilters = { region: string; keyword: string; pageNum: number; pageSize: number };

export type TrainerTeamData = {
  config: TrainerConfig | null;
  trainers: TrainerPage;
  filters: TrainerFilters;
  failed: boolean;
};
