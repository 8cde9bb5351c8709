import type { TrainerTeamData } from "./route.tsx";
import { TrainerTeamView } from "./trainer-team-view.tsx";

/** The same page in one column: the filters stack, two trainers a row. */
export function TrainerTeamMobile({ data }: { data: TrainerTeamData }) {
  return <TrainerTeamView data={data} compact={true} />;
}
