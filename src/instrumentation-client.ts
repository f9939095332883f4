/**
 * Runs in the browser before the app. Zod compiles object parsers with `new Function` where a page allows
 * it, and probes for that the first time an object schema is built. Our CSP forbids eval, so Chromium
 * reports the refused probe as a CSP violation on every page that loads a form or the search tools
 * (Lighthouse best practices: "Issues were logged … Content security policy"). Zod skips the probe under
 * `jitless`, which it reads from this global; setting it here keeps zod itself out of the first load.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
