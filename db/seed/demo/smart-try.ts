import { and, eq } from "drizzle-orm";
import {
  smartTryCampaigns,
  smartTryDistributors,
  smartTryProductTypes,
} from "../../schema/smart-try.ts";
import type { Tx } from "../write.ts";
import { LanguageId as L } from "./languages.ts";

const DAY = 24 * 60 * 60 * 1000;

type DemoCampaign = {
  siteId: number;
  languageId: number;
  title: string;
  description: string;
  benefits: string;
  productTypes: string[];
  distributors: { name: string; countryCode: string; city: string }[];
};

/**
 * The demo smart-try campaigns (frame §1 "smart-try"): one on /en and one on
 * the Arabic site, running from a month before the seed for five months.
 * Certified demo learners (certified@ and renewal.due@academy.example) may
 * apply. Demo data only.
 */
export const demoCampaigns: DemoCampaign[] = [
  {
    siteId: 1,
    languageId: L.en,
    title: "Smart-try 2026: test the new AcuSense line on your next project",
    description:
      "Certified installers and integrators can borrow a demonstration kit for four weeks and try it on a real site before they quote it.\n\nChoose the product type you want to try and the distributor near you; the distributor contacts you within five business days to arrange the kit.",
    benefits:
      "A four-week demonstration kit, free of charge.\nA priority call with the distributor's pre-sales engineer.\nA project discount on your first order of the tried product type.",
    productTypes: [
      "AcuSense network cameras",
      "ColorVu network cameras",
      "Network video recorders",
      "Access control terminals",
      "Intrusion alarm panels",
    ],
    distributors: [
      { name: "Cape Security Distribution", countryCode: "ZA", city: "Johannesburg" },
      { name: "Lagos Vision Systems", countryCode: "NG", city: "Lagos" },
      { name: "Mumbai Secure Supply", countryCode: "IN", city: "Mumbai" },
      { name: "Nairobi Safe Cities Ltd", countryCode: "KE", city: "Nairobi" },
    ],
  },
  {
    siteId: 3,
    languageId: L.ar,
    title: "جرّب بذكاء 2026: اختبر منتجات AcuSense في مشروعك القادم",
    description:
      "يمكن للمثبتين والمتكاملين الحاصلين على شهادة استعارة مجموعة عرض لمدة أربعة أسابيع وتجربتها في موقع حقيقي.\n\nاختر نوع المنتج والموزع الأقرب إليك؛ سيتصل بك الموزع خلال خمسة أيام عمل.",
    benefits:
      "مجموعة عرض لمدة أربعة أسابيع مجاناً.\nمكالمة ذات أولوية مع مهندس ما قبل البيع.\nخصم على أول طلب لنوع المنتج الذي جربته.",
    productTypes: ["كاميرات AcuSense الشبكية", "مسجلات الفيديو الشبكية", "أجهزة التحكم في الدخول"],
    distributors: [
      { name: "دبي للأنظمة الأمنية", countryCode: "AE", city: "دبي" },
      { name: "الرياض للتوزيع الأمني", countryCode: "SA", city: "الرياض" },
    ],
  },
];

/** Written once: a campaign already there keeps its choices, so stored applications keep naming them. */
export async function seedSmartTry(tx: Tx, now = new Date()): Promise<void> {
  for (const { productTypes, distributors, ...campaign } of demoCampaigns) {
    const [existing] = await tx
      .select({ id: smartTryCampaigns.id })
      .from(smartTryCampaigns)
      .where(
        and(
          eq(smartTryCampaigns.siteId, campaign.siteId),
          eq(smartTryCampaigns.languageId, campaign.languageId),
          eq(smartTryCampaigns.title, campaign.title),
        ),
      )
      .limit(1);
    if (existing) continue;
    const [row] = await tx
      .insert(smartTryCampaigns)
      .values({
        ...campaign,
        startsAt: new Date(now.getTime() - 30 * DAY),
        endsAt: new Date(now.getTime() + 150 * DAY),
      })
      .returning({ id: smartTryCampaigns.id });
    const campaignId = row!.id;
    await tx
      .insert(smartTryProductTypes)
      .values(productTypes.map((name, position) => ({ campaignId, position, name })));
    await tx
      .insert(smartTryDistributors)
      .values(distributors.map((distributor) => ({ campaignId, ...distributor })));
  }
}
