import type { CertificateVerification } from "#contract/certificate.ts";

export type VerificationData = { number: string; certificate: CertificateVerification | null };
