/** Ports of the servers the e2e run starts (E2E_API_PORT and E2E_WEB_PORT override them). */
export const e2eApiPort = Number(process.env.E2E_API_PORT ?? 3101);
export const e2eWebPort = Number(process.env.E2E_WEB_PORT ?? 4173);
export const e2eApiUrl = `http://localhost:${e2eApiPort}`;
export const e2eWebUrl = `http://localhost:${e2eWebPort}`;
/** The ad-conversion tag id the e2e build is configured with. */
export const e2eAdTagId = 'AW-000000001';
/** OTP_FIXED_CODE of the e2e backend, so a journey can sign in. */
export const e2eOtp = '123456';
