import type { TrainerTeamData } from "./route.tsx";
import { TrainerTeamView } from "./trainer-team-view.tsx";

export function TrainerTeamDesktop({ data }: { data: TrainerTeamData }) {
  return <TrainerTeamView data={data} compact={false} />;
}
