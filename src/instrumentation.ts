export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installAppStop } = await import("./server/lifecycle/app-stop");
    installAppStop();
    const { prepareDatabase } = await import("./server/prepare-database");
    await prepareDatabase();
  }
}
