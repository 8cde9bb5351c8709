import "@mantine/charts/styles.layer.css";
import { BarChart } from "@mantine/charts";

export type CreditsChartMonth = { label: string; certificationCourses: number; classrooms: number };

/**
 * Credits per month as stacked bars (Mantine's charts with recharts). Loaded
 * only by the statistics tab, once it is on screen: no other page carries
 * recharts.
 */
export default function CreditsChart({
  months,
  series,
}: {
  months: CreditsChartMonth[];
  series: { certificationCourses: string; classrooms: string };
}) {
  return (
    <BarChart
      h={260}
      data={months}
      dataKey="label"
      type="stacked"
      withLegend
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      // The page gives the figures as a table to assistive technology; the bars are for the eye.
      barChartProps={{ accessibilityLayer: false }}
      series={[
        { name: "certificationCourses", label: series.certificationCourses, color: "blue.7" },
        { name: "classrooms", label: series.classrooms, color: "teal.7" },
      ]}
    />
  );
}
