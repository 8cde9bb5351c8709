import type { z } from "zod";
import { catalogueApi } from "./catalogue.ts";
import { certificateApi } from "./certificate.ts";
import { attendanceApi, classroomApi } from "./classroom.ts";
import { commerceApi } from "./commerce.ts";
import { contentApi } from "./content.ts";
import { enrolmentApi } from "./enrolment.ts";
import { examApi } from "./exam.ts";
import type { Endpoint, ScopeField } from "./endpoint.ts";
import { identityApi } from "./identity.ts";
import { learningApi, myCoursesApi } from "./learning.ts";
import { personalCentreApi } from "./personal-centre.ts";
import { practicalExamApi } from "./practical-exam.ts";
import { practiceApi } from "./practice.ts";
import { siteApi } from "./site.ts";
import { smartTryApi } from "./smart-try.ts";
import { surveyApi } from "./survey.ts";
import { trainerApplicationAdminApi, trainerTeamApi } from "./trainer-team.ts";

/**
 * A new domain adds its calls here: a route whose path is not in this map stops
 * the server at start-up (server/route-contract.ts).
 */
const domains = [
  siteApi,
  contentApi,
  catalogueApi,
  identityApi,
  enrolmentApi,
  learningApi,
  myCoursesApi,
  practiceApi,
  examApi,
  certificateApi,
  classroomApi,
  attendanceApi,
  practicalExamApi,
  surveyApi,
  personalCentreApi,
  smartTryApi,
  trainerTeamApi,
  trainerApplicationAdminApi,
  commerceApi,
];

type ValuesOf<T> = T extends unknown ? T[keyof T] : never;
type Call = ValuesOf<(typeof domains)[number]>;

/** Every API call by its path under /api: method, request and response schema. */
export type ApiEndpoints = { [C in Call as C["path"]]: C };

export const apiEndpoints = Object.fromEntries(
  domains.flatMap((calls) => Object.values<Endpoint>(calls)).map((call) => [call.path, call]),
) as ApiEndpoints;

export type ApiPath = keyof ApiEndpoints;

/** The paths called with a method (multipart uploads and file downloads apart). */
export type ApiPathOf<M extends Endpoint["method"]> = {
  [P in ApiPath]: ApiEndpoints[P] extends { method: M; multipart?: never; download?: never }
    ? P
    : never;
}[ApiPath];

/** The multipart uploads. */
export type UploadPath = {
  [P in ApiPath]: ApiEndpoints[P] extends { multipart: true } ? P : never;
}[ApiPath];

/** The calls whose data is a list. */
export type ListPath<M extends Endpoint["method"]> = {
  [P in ApiPathOf<M>]: ApiResponse<P> extends readonly unknown[] ? P : never;
}[ApiPathOf<M>];

/**
 * What a caller passes: the request as it is written (defaults optional),
 * siteId and languageId left to the client, which fills in the page's
 * (a languageId the caller gives wins).
 */
export type ApiRequest<P extends ApiPath> = WithoutScope<z.input<ApiEndpoints[P]["request"]>>;
type WithoutScope<T> = Omit<T, ScopeField> & Partial<Pick<T, Extract<keyof T, ScopeField>>>;

/** `data` of a successful answer. */
export type ApiResponse<P extends ApiPath> = z.output<ApiEndpoints[P]["response"]>;
