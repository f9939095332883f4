import { unstable_rethrow } from "next/navigation";
import { logFailure } from "@/server/logging/log-failure";

/**
 * The edge every server action goes through (`withActionSite` and the workspace's `withWorkspaceAction` build on
 * it): the work's state, or on a failure (logged once, as "{name} failed") `failed`, the form's state that says
 * something went wrong. Next.js's `redirect()` and `notFound()` inside the work go through as Next.js expects.
 */
export async function withAction<State>(name: string, failed: State, work: () => Promise<State>): Promise<State> {
  try {
    return await work();
  } catch (failure) {
    unstable_rethrow(failure);
    logFailure(`${name} failed`, failure);
    return failed;
  }
}
