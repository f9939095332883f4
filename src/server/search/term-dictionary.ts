/**
 * Every word any site's index holds, numbered once for the whole process: site indexes store numbers,
 * and prefix and typo lookups scan this one list (a few thousand words) instead of every site's.
 */
export class TermDictionary {
  private readonly ids = new Map<string, number>();
  readonly terms: string[] = [];

  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
    }
    return id;
  }

  find(term: string): number | undefined {
    return this.ids.get(term);
  }
}

export const sharedTermDictionary = new TermDictionary();
