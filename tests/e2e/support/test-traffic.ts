/**
 * The e2e server runs with this TEST_TRAFFIC_TOKEN (playwright.config.ts): requests that send it are test
 * traffic, and their leads are stored tagged and never delivered (decision 008). Not a secret: only test
 * servers are started with it, and a server without the setting ignores the header.
 */
export const TEST_TRAFFIC_TOKEN = "e2e-test-traffic-token";
export const TEST_TRAFFIC_HEADERS = { "x-forecourt-test-traffic": TEST_TRAFFIC_TOKEN };
