/**
 * Where the browser journeys find their servers: the portal with the embedded
 * identity provider, and a second portal signing in through an external issuer.
 */
export const port = Number(process.env.E2E_PORT ?? 3210);
export const externalPort = Number(process.env.E2E_EXTERNAL_PORT ?? 3211);
export const issuerPort = Number(process.env.E2E_ISSUER_PORT ?? 3220);
export const externalPortal = `http://localhost:${externalPort}`;
export const externalIssuer = `http://127.0.0.1:${issuerPort}`;
