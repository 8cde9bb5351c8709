import type { TrainerConfig } from "#contract/trainer-team.ts";

export type JoinUsData = { config: TrainerConfig | null };
