import { describe, expect, it } from "vitest";
import {
  addMonths,
  dayIn,
  isEnrolled,
  monthGrid,
  readScheduleFilters,
  scheduleRange,
  scheduleSearch,
  sessionsByDay,
  shortName,
  typeOfMethod,
} from "./schedule.ts";

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe("monthGrid", () => {
  it("runs Monday to Sunday from the Monday on or before the 1st", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthGrid("2026-11");
    expect(weeks[0]).toEqual([
      "2026-10-26",
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
    ]);
    expect(weeks.at(-1)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks).toHaveLength(6);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(weekday(week[0]!)).toBe(1);
      expect(weekday(week[6]!)).toBe(0);
    }
  });

  it("has no spare week when the month starts on a Monday and ends on a Sunday", () => {
    // February 2027: Monday 1st to Sunday 28th, exactly four weeks.
    const weeks = monthGrid("2027-02");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe("2027-02-01");
    expect(weeks[3]![6]).toBe("2027-02-28");
  });

  it("knows leap years and the turn of the year", () => {
    expect(monthGrid("2028-02").flat()).toContain("2028-02-29");
    expect(monthGrid("2026-12").at(-1)).toContain("2027-01-03");
  });
});

describe("months and ranges", () => {
  it("moves across years", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-11", 0)).toBe("2026-11");
  });

  it("asks for the grid and a day either side, within the call's 100 days", () => {
    expect(scheduleRange("2026-11")).toEqual({ from: "2026-10-25", to: "2026-12-07" });
    const { from, to } = scheduleRange("2026-08");
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBeLessThanOrEqual(100);
  });
});

describe("sessions per day", () => {
  it("puts a session on the day it starts in its venue's zone", () => {
    // 23:30 UTC on the 30th is already the 1st in Shanghai, still the 30th in London.
    expect(dayIn("2026-11-30T23:30:00Z", "Asia/Shanghai")).toBe("2026-12-01");
    expect(dayIn("2026-11-30T23:30:00Z", "Europe/London")).toBe("2026-11-30");
    expect(dayIn("2026-12-01T02:00:00Z", "America/New_York")).toBe("2026-11-30");
    expect(dayIn("2026-12-01T02:00:00Z", "Not/AZone")).toBe("2026-12-01");
  });

  it("groups by day in order of start", () => {
    const days = sessionsByDay([
      { id: 1, startsAt: "2026-12-04T15:00:00Z", timeZone: "Europe/Berlin" },
      { id: 2, startsAt: "2026-12-04T08:00:00Z", timeZone: "Europe/Berlin" },
      { id: 3, startsAt: "2026-12-03T20:00:00Z", timeZone: "Asia/Shanghai" },
    ]);
    expect([...days.keys()]).toEqual(["2026-12-04"]);
    expect(days.get("2026-12-04")!.map((s) => s.id)).toEqual([3, 2, 1]);
  });
});

describe("standing and names", () => {
  it("counts enrolled, approved and checked in as enrolled", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(isEnrolled)).toEqual([2, 4, 6]);
  });

  it("shortens a name to the part before its colon", () => {
    expect(shortName("HCSP onsite workshop: NVRs and storage")).toBe("HCSP onsite workshop");
    expect(shortName("ورشة HCSP الحضورية: أجهزة التسجيل")).toBe("ورشة HCSP الحضورية");
    expect(shortName("Plain name")).toBe("Plain name");
  });

  it("maps training methods to classroom types", () => {
    expect(typeOfMethod("all")).toBeUndefined();
    expect(typeOfMethod("onsite")).toBe(0);
    expect(typeOfMethod("online")).toBe(1);
  });
});

describe("filters in the address", () => {
  const today = new Date("2026-11-25T10:00:00Z");

  it("defaults to this month's calendar, everything shown", () => {
    expect(readScheduleFilters(new URLSearchParams(""), today)).toEqual({
      view: "calendar",
      month: "2026-11",
      method: "all",
      country: "",
      language: null,
    });
  });

  it("reads and writes every filter, ignoring wrong values", () => {
    const filters = readScheduleFilters(
      new URLSearchParams("view=list&month=2027-01&method=online&country=gb&language=2"),
      today,
    );
    expect(filters).toEqual({
      view: "list",
      month: "2027-01",
      method: "online",
      country: "GB",
      language: 2,
    });
    expect(scheduleSearch(filters, today)).toBe(
      "?view=list&month=2027-01&method=online&country=GB&language=2",
    );
    expect(
      readScheduleFilters(
        new URLSearchParams("view=grid&month=2026-13&method=x&country=GBR&language=-1"),
        today,
      ),
    ).toEqual(readScheduleFilters(new URLSearchParams(""), today));
    expect(scheduleSearch(readScheduleFilters(new URLSearchParams(""), today), today)).toBe("");
  });
});
