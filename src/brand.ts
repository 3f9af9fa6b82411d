/** The product's name as the wordmark and titles show it. */
export const BRAND_NAME = 'ChitChat';
