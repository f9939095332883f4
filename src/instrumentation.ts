export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { prepareDatabase } = await import("./server/prepare-database");
    await prepareDatabase();
  }
}
