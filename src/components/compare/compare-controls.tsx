import Link from "next/link";
import { COMPARE_PATH, comparePath } from "@/domain/compare/compare-paths";

type Props = { ids: number[]; differencesOnly: boolean; postcode: { typed: string; valid: string | null; error: string | null } };

/**
 * The comparison's switches, plain links and a GET form so they work without JavaScript: "differences only"
 * (`differences=only`) and the postcode the drive-away row is estimated for (kept in the address, so a shared link shows it too).
 */
export function CompareControls({ ids, differencesOnly, postcode }: Props) {
  const errorId = "compare-postcode-error";
  return (
    <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
      <p>
        <Link
          href={comparePath(ids, { differencesOnly: !differencesOnly, postcode: postcode.valid })}
          prefetch={false}
          className="btn btn-outline"
        >
          {differencesOnly ? "Show all rows" : "Show differences only"}
        </Link>
      </p>
      <form action={COMPARE_PATH} method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="cars" value={ids.join(",")} />
        {differencesOnly ? <input type="hidden" name="differences" value="only" /> : null}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Postcode for drive-away estimates
          <input
            name="postcode"
            defaultValue={postcode.typed}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            className="w-32 rounded-button border border-line bg-white px-3 py-2 text-base font-normal text-ink"
            aria-invalid={postcode.error ? true : undefined}
            aria-describedby={postcode.error ? errorId : undefined}
          />
        </label>
        <button type="submit" className="btn btn-outline">Estimate</button>
        {postcode.error ? <p id={errorId} className="w-full text-sm font-semibold text-red-800">{postcode.error}</p> : null}
      </form>
    </div>
  );
}
